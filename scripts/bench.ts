/** All benchmarks, one after another. Each part can also run alone (npm run bench:<part>). */
import "./bench-search.ts";
