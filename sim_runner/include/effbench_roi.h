/* effbench_roi.h: marks the region of interest that the simulator measures.
 *
 *   EFFBENCH_ROI_BEGIN();   // counters are reset here: set-up before it is not measured
 *   ... kernel ...
 *   EFFBENCH_ROI_END();     // nothing after it is measured
 *
 * Under the valgrind backend these are callgrind's client requests, which sim_runner's effgrind
 * tool honours (no-ops, a few instructions, when the program runs natively). Caches stay warm across BEGIN, as they would on hardware.
 * Use each at most once per run.
 */
#ifndef EFFBENCH_ROI_H
#define EFFBENCH_ROI_H
#include <valgrind/callgrind.h>

#define EFFBENCH_ROI_BEGIN() CALLGRIND_ZERO_STATS
#define EFFBENCH_ROI_END() CALLGRIND_TOGGLE_COLLECT

#endif
