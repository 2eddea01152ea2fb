/* effgrind: the valgrind tool behind sim_runner's valgrind backend.
 *
 * One pass over the program gives what the cycle and energy models need:
 *   - how often each instruction executed (one inline counter per straight-line run of a
 *     superblock, expanded to instructions at exit), for the instruction mix;
 *   - a memory hierarchy with the machine profile's geometry, never the host's: I1 and D1, a
 *     unified private L2, a unified L3 (the last level), hardware prefetchers, a two-level data
 *     TLB and first-touched pages; per instruction, how many of its data accesses missed D1,
 *     L2, L3 and needed a page walk, and where that walk found the page's entry;
 *   - a branch-prediction model: gshare for conditional branches, a branch target buffer for
 *     indirect jumps and calls, a return stack for returns;
 *   - the system calls the program makes, and the bytes it writes through them.
 * Callgrind gives some of the same counts but costs 3-6x more per instruction (it keeps
 * per-call-site costs and simulates every instruction fetch).
 *
 * Caches. Every level is set-associative with true LRU replacement; the number of sets must be
 * a power of two, the ways need not be (Zen 5's L1D is 48 KiB, 12-way, 64 sets). I1 and D1 are
 * indexed by the virtual address (their sets span at most a page, as a VIPT L1's must), L2 and
 * L3 by a physical one: the line's bits within its page, and above them its page's frame, a
 * fixed scatter of the page number (frame_of), so pages of one colour compete for their sets as
 * on hardware. Tags stay virtual lines: one frame per page, a bijection, needs no other. Write-back,
 * write-allocate, with a dirty bit per line. The hierarchy is non-inclusive and non-exclusive
 * ("fill every level"): a demand miss fills the line into every level it missed on the way
 * (L3, L2, then L1); an eviction never removes the line from the other levels. A dirty line
 * evicted from D1 is written into L2 (marked dirty where present, else allocated there dirty),
 * likewise from L2 into L3; a dirty line evicted from L3 is a DRAM write. Writebacks do not
 * change recency. One data access counts at most one miss per level however many lines it
 * spans, like callgrind.
 *
 * Prefetchers (--prefetch=yes, the default). Timeliness is not modelled: a prefetched line is
 * present from the moment it is prefetched, so a demand access to it is a hit however soon it
 * comes. Prefetches stay within a 4 KiB page (prefetchers working on physical addresses find
 * them contiguous only within a page), so they need no translation; with
 * --prefetch-cross-pages=yes both run on into another page where the program has touched it (a
 * core whose streams measurably do not stop at pages), its translation left to the demand access
 * that later uses the line (a prefetched line's first use takes the slow path, below).
 *   - IP-stride, at L1D: a direct-mapped table indexed by the low bits of the load/store
 *     instruction's address, tagged with the whole address, holding its last address and
 *     stride. When the same non-zero stride (under a page) is seen twice in a row, the line at
 *     address + stride x distance is prefetched into L1D, through L2 and L3 like a miss.
 *   - Stream, at L2: up to 32 tracked 4 KiB pages (LRU). On an L2 demand miss, and on the
 *     first demand hit to a line this prefetcher brought in (that keeps a detected stream
 *     running instead of losing it after `distance` lines), a line adjacent (+1 or -1) to the
 *     page's previous one confirms an ascending or descending run, and the next `distance`
 *     lines in that direction within the page (or beyond it, above) are prefetched into L2 (and L3).
 *   The prefetchers see the accesses that reach the model's slow path (below): every access to
 *   a line other than the most recent of its D1 set. For a loop over an array that is the
 *   first access to each line, so the IP-stride table sees strides in whole lines, as a
 *   line-granular stride prefetcher would; a line brought in by a prefetch is flagged until
 *   its first demand use, which therefore always takes the slow path and trains the tables.
 *
 * TLBs. 4 KiB pages, set-associative LRU: an L1 DTLB and a second-level STLB (a DTLB miss looks
 * there; an STLB miss is a page walk and fills both). A page first seen in an STLB miss is
 * looked up in the set of pages ever touched: a first touch (a page fault on hardware).
 * A walk reads the page's last-level entry (8 bytes; a line holds those of line / 8 adjacent
 * pages) through L2 and L3 like a fetch, so its cost depends on where that line is: walks of
 * neighbouring pages share it, and over a large footprint it misses as data does. The upper
 * levels are taken to hit the walker's own caches (Intel SDM vol. 3A, 4.10.3; AMD's page-walk
 * cache), so they are not simulated. The entries' lines are keyed apart from every program
 * line (PT_LINES), each 4 KiB table page placed at its own frame like a data page.
 * The TLBs are consulted on the slow path only. An access that skips it is to the line most
 * recently used in its D1 set, so its page was translated when that line was last accessed;
 * for its translation to have left the DTLB since, at least `ways` other pages of the same
 * DTLB set must have been translated in between while no access touched that D1 set again --
 * loops re-touch their working lines far sooner, so this is rare. The error is counted
 * against the exact model (--fast-path=no, every access through the slow path) in
 * tests/sim_runner/test_effgrind.py. First touches are exact: a page never touched has no
 * line in D1 (prefetches stay within a touched page), so its first access takes the slow path.
 *
 * Fast path. An inline check in the translation calls the slow path only when an access is
 * not to the most recent line of its D1 set, or spans two lines, or (for a write) that line
 * is still clean, or it was prefetched and not yet used: flags in the tag's top bits make
 * those compare unequal. A hit on the most recent line otherwise changes no cache state, so
 * skipping it is exact for the caches, but for the rare walk it would have made (above), whose
 * read of an entry's line L2 and L3 then miss.
 *
 * Non-temporal stores (movnti, movntps/pd, movntq/movntdq and their VEX and EVEX forms: the
 * _mm_stream_* intrinsics, and glibc 2.36's memcpy/memmove above its non-temporal threshold;
 * its memset has none) bypass the caches, as on x86 hardware, where they go through
 * write-combining buffers straight to memory: no fill, no read for ownership, and a copy of
 * the line anywhere in the caches is invalidated, written back first when dirty (counted as an
 * evicted dirty line is: into L2, into L3, to memory). They are recognised at instrumentation
 * time from the instruction's own bytes (is_nt_store) and always take their own slow path
 * (on_nt_store), never the fast path. Write-combining is one buffer: an NT store to a line
 * other than the last NT-stored one counts one line written to memory (NTw), so a full line
 * written by NT stores in a row counts once, whatever their width. Partial lines count as full
 * ones, and interleaved NT streams each reopen the buffer (hardware has several). The next
 * access to the line is a miss, served from memory. NT stores translate their address (the
 * TLBs) but train no prefetcher and count no cache miss: their cost is the memory traffic.
 *
 * Instruction fetches are simulated once per cache line per superblock: an instruction on the
 * line just fetched always hits (it is its set's most recently used line; code after a side
 * exit runs only when the exit was not taken), so the miss counts equal a per-instruction
 * simulation.
 *
 * Measurement is switched by callgrind's client requests (valgrind/callgrind.h), so programs
 * built for callgrind work unchanged: START/STOP_INSTRUMENTATION, ZERO_STATS (counters to zero;
 * caches, TLBs, prefetcher tables and touched pages stay warm) and TOGGLE_COLLECT (freezes the
 * counts: the end of a region of interest).
 *
 * Instruction cap (--effgrind-max-instructions=N, 0: none). A program that has executed more
 * than N guest instructions since measurement first started is stopped: checked at the entry of
 * every superblock (one load, compare and guarded call) and at exit, so "more than N" is exact
 * whatever the superblock boundaries. Its profile is then "effgrind 7" and "capped: N" only (no
 * counts: a partial measurement must never pass for a complete one) and, when stopped at a
 * superblock's entry, it exits with status 99 (the host trusts the profile, which the program
 * cannot write, not the status, which it can). Deterministic like the counts themselves.
 *
 * Output (text, --effgrind-out-file, or --effgrind-out-fd: a file the caller opened, which the
 * tool moves at start-up into valgrind's reserved descriptors, where the client program cannot
 * reach it: a sandbox's program must not write its own counts), format 7: a header, the event totals, then one line per
 * executed instruction: "address count", followed by "d1 l2 l3 walks walk_l2 walk_l3 dtlb crowded" (its data
 * accesses that missed D1, L2, L3, needed a page walk, whose walk's entry missed L2, and L3, and
 * that missed the DTLB, walking or not, and its store misses into a crowded D1 set) when any of those is non-zero. Only the process
 * that started under valgrind writes it (a forked child would otherwise overwrite the
 * parent's file). Output is bit-identical from run to run: nothing depends on host state.
 */
#include "pub_tool_basics.h"
#include "pub_tool_tooliface.h"
#include "pub_tool_libcassert.h"
#include "pub_tool_libcbase.h"
#include "pub_tool_libcprint.h"
#include "pub_tool_libcproc.h"
#include "pub_tool_libcfile.h"
#include "pub_tool_mallocfree.h"
#include "pub_tool_machine.h"
#include "pub_tool_options.h"
#include "pub_tool_transtab.h"
#include "pub_tool_hashtable.h"
#include "pub_tool_vkiscnums.h"
#include "callgrind.h"

/* The core's own (pub_core_libcfile.h, not in the tool interface; linked from libcoregrind). */
extern Int VG_(safe_fd)(Int oldfd);

#define FORMAT_VERSION 7
#define STRINGIFY(x) #x
#define AS_STRING(x) STRINGIFY(x)
#define PAGE_BITS 12

/* ---------------------------------------------------------------- options */

typedef struct { Int size, assoc, line; } CacheGeometry;
typedef struct { Int entries, assoc; } TlbGeometry;

static const HChar *clo_out_file = "effgrind.out.%p";
static Int clo_out_fd = -1, out_fd = -1;
static CacheGeometry clo_i1 = {32768, 8, 64}, clo_d1 = {32768, 8, 64}, clo_l2 = {1048576, 16, 64},
                     clo_ll = {2097152, 16, 64};
static TlbGeometry clo_dtlb = {64, 4}, clo_stlb = {1536, 12};
static Bool clo_instr_atstart = True, clo_prefetch = True, clo_fast_path = True;
static Int clo_ip_entries = 256, clo_ip_distance = 1, clo_stream_distance = 20;
static Bool clo_cross_pages = False;
static Int clo_bp_table_bits = 14, clo_bp_history_bits = 12, clo_btb_bits = 9, clo_ras_entries = 16;
static Long clo_max_instructions = 0;  /* 0: no cap */
static Int clo_store_buffer = 56;

static Bool is_pow2(Long x) { return x > 0 && (x & (x - 1)) == 0; }

/* "NAME=A,B[,C]": True when `arg` is this option; the numbers go to out[]. */
static Bool parse_numbers(const HChar *arg, const HChar *name, Int count, Long *out)
{
   SizeT prefix = VG_(strlen)(name);
   if (VG_(strncmp)(arg, name, prefix) != 0) return False;
   const HChar *p = arg + prefix;
   for (Int i = 0; i < count; i++) {
      HChar *end;
      out[i] = VG_(strtoll10)(p, &end);
      if (end == p || out[i] <= 0 || out[i] > (1L << 40) || *end != (i == count - 1 ? '\0' : ','))
         VG_(fmsg_bad_option)(arg, "expected %d positive numbers separated by commas\n", count);
      p = end + 1;
   }
   return True;
}

static Bool parse_geometry(const HChar *arg, const HChar *name, CacheGeometry *out)
{
   Long v[3];
   if (!parse_numbers(arg, name, 3, v)) return False;
   Long size = v[0], assoc = v[1], line = v[2];
   /* Sets are indexed with a mask: their number and the line size must be powers of two; the
      associativity need not be. */
   if (!is_pow2(line) || line > (1 << PAGE_BITS) || size % (assoc * line) != 0 || !is_pow2(size / (assoc * line)))
      VG_(fmsg_bad_option)(arg, "expected SIZE,ASSOC,LINE in bytes: LINE a power of two (at most 4096), "
                                "SIZE / (ASSOC x LINE) sets, a power of two\n");
   out->size = size; out->assoc = assoc; out->line = line;
   return True;
}

static Bool parse_tlb(const HChar *arg, const HChar *name, TlbGeometry *out)
{
   Long v[2];
   if (!parse_numbers(arg, name, 2, v)) return False;
   if (v[0] % v[1] != 0 || !is_pow2(v[0] / v[1]))
      VG_(fmsg_bad_option)(arg, "expected ENTRIES,WAYS: ENTRIES / WAYS sets, a power of two\n");
   out->entries = v[0]; out->assoc = v[1];
   return True;
}

static Bool eg_process_cmd_line_option(const HChar *arg)
{
   if VG_STR_CLO(arg, "--effgrind-out-file", clo_out_file) {}
   else if VG_BINT_CLO(arg, "--effgrind-out-fd", clo_out_fd, 0, 1023) {}
   else if VG_BOOL_CLO(arg, "--instr-atstart", clo_instr_atstart) {}
   else if VG_BOOL_CLO(arg, "--prefetch", clo_prefetch) {}
   else if VG_BOOL_CLO(arg, "--fast-path", clo_fast_path) {}
   else if VG_BINT_CLO(arg, "--prefetch-ip-entries", clo_ip_entries, 1, 1 << 20) {
      if (!is_pow2(clo_ip_entries)) VG_(fmsg_bad_option)(arg, "must be a power of two\n");
   }
   else if VG_BINT_CLO(arg, "--prefetch-ip-distance", clo_ip_distance, 1, 64) {}
   else if VG_BINT_CLO(arg, "--prefetch-stream-distance", clo_stream_distance, 1, 64) {}
   else if VG_BOOL_CLO(arg, "--prefetch-cross-pages", clo_cross_pages) {}
   else if VG_BINT_CLO(arg, "--bp-table-bits", clo_bp_table_bits, 4, 24) {}
   else if VG_BINT_CLO(arg, "--bp-history-bits", clo_bp_history_bits, 0, 24) {}
   else if VG_BINT_CLO(arg, "--btb-bits", clo_btb_bits, 1, 20) {}
   else if VG_BINT_CLO(arg, "--ras-entries", clo_ras_entries, 1, 1024) {}
   else if VG_BINT_CLO(arg, "--effgrind-max-instructions", clo_max_instructions, 0, 1LL << 62) {}
   else if VG_BINT_CLO(arg, "--store-buffer", clo_store_buffer, 1, 4096) {}
   else if (parse_geometry(arg, "--I1=", &clo_i1)) {}
   else if (parse_geometry(arg, "--D1=", &clo_d1)) {}
   else if (parse_geometry(arg, "--L2=", &clo_l2)) {}
   else if (parse_geometry(arg, "--LL=", &clo_ll)) {}
   else if (parse_tlb(arg, "--dtlb=", &clo_dtlb)) {}
   else if (parse_tlb(arg, "--stlb=", &clo_stlb)) {}
   else return False;
   return True;
}

static void eg_print_usage(void)
{
   VG_(printf)(
      "    --effgrind-out-file=FILE   where the counts go [effgrind.out.%%p]\n"
      "    --effgrind-out-fd=N        write them to open descriptor N instead, out of the\n"
      "                               program's reach\n"
      "    --I1=S,A,L --D1=S,A,L --L2=S,A,L --LL=S,A,L  cache size, associativity, line\n"
      "                               (bytes; LL is the L3, the last level; one line size)\n"
      "    --dtlb=E,W --stlb=E,W      data TLB and second-level TLB: entries, ways [64,4 1536,12]\n"
      "    --prefetch=yes|no          IP-stride (L1D) and stream (L2) prefetchers [yes]\n"
      "    --prefetch-ip-entries=N --prefetch-ip-distance=N  IP-stride table, distance [256, 1]\n"
      "    --prefetch-stream-distance=N  lines the L2 stream prefetcher runs ahead [20]\n"
      "    --prefetch-cross-pages=yes|no  prefetches run on into the next page where the\n"
      "                               program has touched it [no]\n"
      "    --instr-atstart=yes|no     measure from the start [yes]; else from\n"
      "                               CALLGRIND_START_INSTRUMENTATION\n"
      "    --bp-table-bits=N --bp-history-bits=N  gshare predictor [14, 12]\n"
      "    --btb-bits=N --ras-entries=N  indirect-target buffer, return stack [9, 16]\n"
      "    --store-buffer=N           stores the core's store buffer holds, the window in which\n"
      "                               store misses crowd a D1 set [56]\n"
      "    --effgrind-max-instructions=N  stop the program once it has executed more than N\n"
      "                               instructions since measurement first started; its\n"
      "                               profile is then the line 'capped: N' [0: no cap]\n");
}

static void eg_print_debug_usage(void)
{
   VG_(printf)("    --fast-path=no             every data access through the slow path (exact TLBs)\n");
}

/* ---------------------------------------------------------------- events */

/* Walks: accesses that needed a page walk; WL2, WLL: those whose walk's entry missed L2, and L3.
   D1mwc: store misses into a crowded D1 set (store_missed). */
enum { Ir, Dr, Dw, I1mr, D1mr, D1mw, D1mwc, I2mr, D2mr, D2mw, ILmr, DLmr, DLmw, Bc, Bcm, Bi, Bim,
       PF1, PF2, PFL, WB1, WB2, WBL, NTw, TLB1m, Walks, WL2, WLL, Pages, Sys, SysWB, N_EVENTS };
static const HChar *event_names[N_EVENTS] = {
   "Ir", "Dr", "Dw", "I1mr", "D1mr", "D1mw", "D1mwc", "I2mr", "D2mr", "D2mw", "ILmr", "DLmr", "DLmw",
   "Bc", "Bcm", "Bi", "Bim", "PF1", "PF2", "PFL", "WB1", "WB2", "WBL", "NTw", "TLB1m", "Walks", "WL2", "WLL",
   "Pages", "Sys", "SysWB"};

static ULong events[N_EVENTS];      /* Ir is computed from the run counters at the end */
static ULong frozen_events[N_EVENTS];
static Bool frozen = False;          /* TOGGLE_COLLECT ended the measured region */
static Bool active;                  /* instrumentation on */
static Int main_pid;

/* The instruction cap (--effgrind-max-instructions). `executed` counts guest instructions from
   the first START_INSTRUMENTATION on (the program's first constructor, effbench_start.cpp):
   ZERO_STATS does not reset it, and it goes on counting after the measured region ends
   (TOGGLE_COLLECT, STOP_INSTRUMENTATION), so the cap bounds the whole simulated run, not only the
   region of interest. It starts where the measurement does because the C library's start-up
   before that takes run-dependent branches: counted from there, the same program could be capped
   on one run and not on the next. Counted per run of a superblock like the events (an exact
   count), checked once at the entry of each superblock and at exit. */
#define CAP_EXIT 99             /* the status of a program stopped at the cap */
static ULong executed;
static Bool started;            /* instrumentation was switched on once */

/* A straight-line run of instructions inside one translation: they all execute when the
   first one does. */
typedef struct Run {
   struct Run *next;
   ULong count, frozen_count;
   UInt n;               /* instructions */
   UInt reads, writes;   /* unconditional data accesses, counted through `count` */
   UInt cond_branches;   /* 0 or 1: the run ends at a conditional branch */
   Addr *addrs;
} Run;

static Run *runs = NULL;

/* One instruction with data accesses, in one translation (like callgrind's InstrInfo): the
   slow path gets a pointer to it, so no lookup by address is needed. Sites of the same address
   (translated more than once) are added together at exit. */
enum { MissD1, MissL2, MissL3, MissWalk, MissWalkL2, MissWalkL3, MissDTLB, MissCrowded, N_MISSES };
typedef struct Site {
   struct Site *next;
   Addr pc;
   ULong miss[N_MISSES], frozen[N_MISSES];
} Site;

static Site *sites = NULL;

/* ---------------------------------------------------------------- caches and TLBs */

/* A tag is a line (or page) number, which leaves the top bits free for flags. */
#define DIRTY ((UWord)1 << 63)
#define PREFETCHED ((UWord)1 << 62)  /* brought in by a prefetcher, no demand access yet */
#define FLAGS (DIRTY | PREFETCHED)
#define EMPTY (~FLAGS)               /* no line: equal to no line number, no flag set */

typedef struct {
   UWord *tags;     /* sets x assoc, most recently used first */
   UWord set_mask;
   Int assoc;
   Bool physical;   /* indexed by physical address: the set comes from the page's frame */
} Cache;

static Cache i1, d1, l2, l3, dtlb, stlb;
static Int line_bits;   /* one line size for every level */

/* Line numbers of the page-table entries: above every line of a user address (below 2^47), below
   the flags. */
#define PT_LINES ((UWord)1 << 56)

static Int log2_of(Long x) { Int b = 0; while ((1L << b) < x) b++; return b; }

/* The page frame the program's virtual page `page` stands in: a fixed bijective mix of the page
   number (splitmix64's finaliser), standing for an operating system that hands out frames in no
   order related to the addresses (Linux does not colour pages). Only the bits that pick an L2 or
   L3 set matter: with them, pages of the same colour compete for the same sets, as on hardware
   (Kessler and Hill, "Page placement algorithms for large real-indexed caches", ACM TOCS 10(4),
   1992). Measured on the Emerald Rapids host, a chase over 1.5 MiB (within its 2 MiB 16-way L2)
   ran 22-47 ms from one process to the next against a steady 13.5 ms over 128 KiB: each process
   gets other frames. The model takes one placement, the same for every run. */
static inline UWord frame_of(UWord page)
{
   UWord x = page + 0x9E3779B97F4A7C15UL;
   x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9UL;
   x = (x ^ (x >> 27)) * 0x94D049BB133111EBUL;
   return x ^ (x >> 31);
}

/* The set holding `key` (a line or page number, flags aside). A physically indexed cache takes
   the line's bits within its page as they are and the rest from its frame. */
static inline UWord *set_of(const Cache *c, UWord key)
{
   UWord index = key;
   if (c->physical) {
      Int in_page = PAGE_BITS - line_bits;
      index = (frame_of(key >> in_page) << in_page) | (key & (((UWord)1 << in_page) - 1));
   }
   return c->tags + (index & c->set_mask) * c->assoc;
}

static void cache_init(Cache *c, Long entries, Int assoc, Bool physical)
{
   Long sets = entries / assoc;
   c->assoc = assoc;
   c->set_mask = sets - 1;
   c->physical = physical;
   c->tags = VG_(malloc)("effgrind.cache", sizeof(UWord) * sets * assoc);
   for (Long i = 0; i < sets * assoc; i++) c->tags[i] = EMPTY;
}

/* Finds `key` (flags aside) and makes it the most recent of its set: the slot it is now in, or
   NULL on a miss (nothing changes). */
static inline UWord *touch(Cache *c, UWord key)
{
   UWord *set = set_of(c, key);
   if (LIKELY((set[0] & ~FLAGS) == key)) return set;
   for (Int i = 1; i < c->assoc; i++) {
      UWord tag = set[i];
      if ((tag & ~FLAGS) == key) {
         for (Int j = i; j > 0; j--) set[j] = set[j - 1];
         set[0] = tag;
         return set;
      }
   }
   return NULL;
}

/* Finds `key` without changing recency. */
static inline UWord *peek(Cache *c, UWord key)
{
   UWord *set = set_of(c, key);
   for (Int i = 0; i < c->assoc; i++)
      if ((set[i] & ~FLAGS) == key) return &set[i];
   return NULL;
}

/* Puts `tag` (absent) in as the most recent of its set; returns the tag it evicted. */
static inline UWord fill(Cache *c, UWord tag)
{
   UWord *set = set_of(c, tag & ~FLAGS);
   UWord victim = set[c->assoc - 1];
   for (Int j = c->assoc - 1; j > 0; j--) set[j] = set[j - 1];
   set[0] = tag;
   return victim;
}

/* Evictions: a dirty victim is written into the next level (marked dirty there, or allocated
   dirty when that level no longer holds it). */
static void evicted_from_l3(UWord victim)
{
   if (victim != EMPTY && (victim & DIRTY)) events[WBL]++;
}

static void evicted_from_l2(UWord victim)
{
   if (victim == EMPTY || !(victim & DIRTY)) return;
   events[WB2]++;
   UWord line = victim & ~FLAGS, *slot = peek(&l3, line);
   if (slot) *slot |= DIRTY;
   else evicted_from_l3(fill(&l3, line | DIRTY));
}

static void evicted_from_d1(UWord victim)
{
   if (victim == EMPTY || !(victim & DIRTY)) return;
   events[WB1]++;
   UWord line = victim & ~FLAGS, *slot = peek(&l2, line);
   if (slot) *slot |= DIRTY;
   else evicted_from_l2(fill(&l2, line | DIRTY));
}

/* ---------------------------------------------------------------- prefetchers */

static Bool page_touched(UWord page);  /* the set of touched pages, below */

/* Whether a prefetch from `page` may go to `target`'s page (page numbers): its own, or with
   --prefetch-cross-pages another the program has touched. */
static inline Bool prefetch_reaches(UWord page, UWord target)
{
   return target == page || (clo_cross_pages && page_touched(target));
}

typedef struct { Addr pc, last; Long stride; Int seen; } IpEntry;
static IpEntry *ip_table;
static UWord ip_mask;

#define STREAMS 32
typedef struct {
   UWord page, last;  /* the page, and its line seen last */
   UWord front;       /* the furthest line prefetched in direction `dir` */
   Long dir;          /* +1, -1, or 0 before a run is seen */
   ULong used;
} Stream;
static Stream streams[STREAMS];
static ULong stream_clock;

/* A prefetch into L2 (through L3): counted when it fills L2, and when it came from DRAM. */
static void prefetch_into_l2(UWord line, UWord flags)
{
   if (!touch(&l3, line)) {
      events[PFL]++;
      evicted_from_l3(fill(&l3, line));
   }
   events[PF2]++;
   evicted_from_l2(fill(&l2, line | flags));
}

static void stream_prefetch(UWord line)
{
   if (peek(&l2, line)) return;
   prefetch_into_l2(line, PREFETCHED);
}

/* The IP-stride prefetch of one line into L1D. */
static void ip_prefetch(UWord line)
{
   if (peek(&d1, line)) return;
   events[PF1]++;
   if (!touch(&l2, line)) prefetch_into_l2(line, 0);
   evicted_from_d1(fill(&d1, line | PREFETCHED));
}

static void ip_train(Addr pc, Addr a)
{
   IpEntry *e = &ip_table[pc & ip_mask];
   if (e->pc != pc) {
      e->pc = pc; e->last = a; e->stride = 0; e->seen = 0;
      return;
   }
   Long stride = (Long)(a - e->last);
   if (stride == 0) return;  /* the same address again: no new information */
   e->last = a;
   if (stride != e->stride) {
      e->stride = stride; e->seen = 1;
      return;
   }
   if (e->seen < 2) e->seen++;
   if (e->seen < 2 || stride >= (1 << PAGE_BITS) || stride <= -(1 << PAGE_BITS)) return;
   Addr target = a + stride * clo_ip_distance;
   if (prefetch_reaches(a >> PAGE_BITS, target >> PAGE_BITS)) ip_prefetch(target >> line_bits);
}

/* An L2 demand miss at `line`, or the first demand hit to a line this prefetcher brought in. */
static void stream_train(UWord line)
{
   Int page_shift = PAGE_BITS - line_bits;
   UWord page = line >> page_shift;
   Stream *s = NULL, *oldest = &streams[0];
   for (Int i = 0; i < STREAMS; i++) {
      if (streams[i].page == page) { s = &streams[i]; break; }
      if (streams[i].used < oldest->used) oldest = &streams[i];
   }
   if (!s) {
      s = oldest;
      s->page = page; s->last = line; s->dir = 0; s->used = ++stream_clock;
      return;
   }
   s->used = ++stream_clock;
   Long step = (Long)(line - s->last);
   s->last = line;
   if (step != 1 && step != -1) { s->dir = 0; return; }
   /* Lines up to the front were requested already (each trigger adds about one). */
   Long k = 1;
   if (s->dir == step && (Long)(s->front - line) * step >= k) k = (Long)(s->front - line) * step + 1;
   s->dir = step;
   for (; k <= clo_stream_distance; k++) {
      UWord target = line + step * k;
      if (!prefetch_reaches(page, target >> page_shift)) break;
      stream_prefetch(target);
      s->front = target;
   }
}

/* ---------------------------------------------------------------- touched pages */

/* Every data page ever touched: an open-addressing hash set of page number + 1 (0 = free). */
static UWord *page_set;
static UWord page_set_mask, page_set_used;

static inline UWord page_slot(UWord key)
{
   UWord h = key * 0x9E3779B97F4A7C15UL;
   return (h ^ (h >> 29)) & page_set_mask;
}

static void page_set_init(UWord size)
{
   page_set = VG_(calloc)("effgrind.pages", size, sizeof(UWord));
   page_set_mask = size - 1;
   page_set_used = 0;
}

/* The slot holding `key`, or the free slot where it would go. */
static UWord page_probe(UWord key)
{
   UWord i = page_slot(key);
   while (page_set[i] && page_set[i] != key) i = (i + 1) & page_set_mask;
   return i;
}

static Bool page_touched(UWord page)
{
   return page_set[page_probe(page + 1)] != 0;
}

static Bool first_touch(UWord page)
{
   UWord key = page + 1, i = page_probe(key);
   if (page_set[i]) return False;
   page_set[i] = key;
   if (++page_set_used * 2 > page_set_mask) {  /* keep it at most half full */
      UWord *old = page_set, old_size = page_set_mask + 1;
      page_set_init(old_size * 2);
      for (UWord j = 0; j < old_size; j++) {
         if (!old[j]) continue;
         UWord k = page_slot(old[j]);
         while (page_set[k]) k = (k + 1) & page_set_mask;
         page_set[k] = old[j];
         page_set_used++;
      }
      VG_(free)(old);
   }
   return True;
}

/* Forgets a page the program gave back to the kernel, as the kernel does: its translation
   leaves both TLBs and its lines leave D1 (so the next access to it takes the slow path), and
   it is no longer touched (that access faults a fresh page in again). Backward-shift deletion
   keeps the open-addressing set's probe chains whole. invalidate() returns the tag it removed
   (flags included), EMPTY when `key` was not there. */
static UWord invalidate(Cache *c, UWord key)
{
   UWord *set = set_of(c, key);
   for (Int i = 0; i < c->assoc; i++) {
      UWord tag = set[i];
      if ((tag & ~FLAGS) != key) continue;
      for (Int j = i; j < c->assoc - 1; j++) set[j] = set[j + 1];
      set[c->assoc - 1] = EMPTY;  /* the free way is filled first */
      return tag;
   }
   return EMPTY;
}

static Bool page_set_remove(UWord page)
{
   UWord key = page + 1, i = page_slot(key);
   for (; page_set[i] != key; i = (i + 1) & page_set_mask)
      if (!page_set[i]) return False;
   for (UWord j = i;;) {
      j = (j + 1) & page_set_mask;
      if (!page_set[j]) break;
      UWord home = page_slot(page_set[j]);
      /* The entry at j stays where it is when its home slot lies cyclically in (i, j]. */
      if (i <= j ? (i < home && home <= j) : (i < home || home <= j)) continue;
      page_set[i] = page_set[j];
      i = j;
   }
   page_set[i] = 0;
   page_set_used--;
   return True;
}

static void forget_page(UWord page)
{
   if (!page_set_remove(page)) return;  /* never touched: nothing of it is held anywhere */
   invalidate(&dtlb, page);
   invalidate(&stlb, page);
   for (UWord line = page << (PAGE_BITS - line_bits); line < (page + 1) << (PAGE_BITS - line_bits); line++)
      invalidate(&d1, line);
}

static void forget_pages(Addr start, Addr end)
{
   if (end <= start) return;
   UWord first = start >> PAGE_BITS, last = (end - 1) >> PAGE_BITS;
   if (last - first + 1 <= page_set_used) {
      for (UWord page = first; page <= last; page++) forget_page(page);
      return;
   }
   /* A range larger than everything touched (a big munmap): walk the set instead. */
   UWord n = 0, *found = VG_(malloc)("effgrind.forget", (page_set_used + 1) * sizeof(UWord));
   for (UWord i = 0; i <= page_set_mask; i++)
      if (page_set[i] && page_set[i] - 1 >= first && page_set[i] - 1 <= last) found[n++] = page_set[i] - 1;
   for (UWord k = 0; k < n; k++) forget_page(found[k]);
   VG_(free)(found);
}

/* ---------------------------------------------------------------- system calls */

/* Each system call of the measured region counts (Sys), and the bytes the write family wrote
   (SysWB): the kernel's time, which no instruction count shows (a program flushing every
   output line makes a write per line). Reads copy from the page cache at a tenth of a write's
   cost per byte (bench/machine_probe.cpp), so their bytes are not counted. Memory given back (munmap, a shrinking
   break, madvise DONTNEED) is forgotten whether measuring or not: the memory state is real. */
static Addr client_brk;  /* the program break as last seen; 0 before the first brk */
#define LINUX_MADV_DONTNEED 4  /* <linux/mman.h>; valgrind's vki headers do not name it */

static void eg_pre_syscall(ThreadId tid, UInt syscallno, UWord *args, UInt nArgs)
{
   (void)tid; (void)syscallno; (void)args; (void)nArgs;
}

static void eg_post_syscall(ThreadId tid, UInt syscallno, UWord *args, UInt nArgs, SysRes res)
{
   (void)tid; (void)nArgs;
   if (sr_isError(res)) {
      if (active && !frozen) events[Sys]++;
      return;
   }
   switch (syscallno) {
   case __NR_write: case __NR_pwrite64: case __NR_writev:
      if (active && !frozen) events[SysWB] += sr_Res(res);
      break;
   case __NR_munmap:
      forget_pages(args[0], args[0] + args[1]);
      break;
   case __NR_madvise:
      if (args[2] == LINUX_MADV_DONTNEED) forget_pages(args[0], args[0] + args[1]);
      break;
   case __NR_brk:
      if (client_brk && sr_Res(res) < client_brk) forget_pages(sr_Res(res), client_brk);
      client_brk = sr_Res(res);
      break;
   default:
      break;
   }
   if (active && !frozen) events[Sys]++;
}

/* ---------------------------------------------------------------- the slow paths */

/* A demand access that missed its first-level cache: L2, then L3. Returns how deep it went:
   1 (hit L2), 2 (hit L3), 3 (DRAM). */
static Int fetch_line(UWord line, Bool data)
{
   UWord *slot = touch(&l2, line);
   if (slot) {
      if (*slot & PREFETCHED) {
         *slot &= ~PREFETCHED;
         if (data && clo_prefetch) stream_train(line);
      }
      return 1;
   }
   Int depth = 2;
   if (!touch(&l3, line)) {
      depth = 3;
      evicted_from_l3(fill(&l3, line));
   }
   evicted_from_l2(fill(&l2, line));
   if (data && clo_prefetch) stream_train(line);
   return depth;
}

/* Translation of one data access: DTLB, then STLB; a walk on an STLB miss, which reads the
   page's entry through L2 and L3. Like the data misses, one access counts one walk, at the depth
   of its deepest entry, however many pages it spans. */
static inline void translate(Site *site, Addr a, SizeT size)
{
   UWord lo = a >> PAGE_BITS, hi = (a + (size ? size - 1 : 0)) >> PAGE_BITS;
   Bool missed = False, walked = False;
   Int entry_depth = 0;  /* 1: the entry hit L2; 2: L3; 3: DRAM */
   for (UWord page = lo; page <= hi; page++) {
      if (LIKELY(touch(&dtlb, page) != NULL)) continue;
      missed = True;
      if (!touch(&stlb, page)) {
         walked = True;
         Int d = fetch_line(PT_LINES + (page >> (line_bits - 3)), False);
         if (d > entry_depth) entry_depth = d;
         fill(&stlb, page);
         /* Only a page that no STLB ever held can be new. */
         if (first_touch(page)) events[Pages]++;
      }
      fill(&dtlb, page);
   }
   if (missed) { events[TLB1m]++; site->miss[MissDTLB]++; }
   if (!walked) return;
   events[Walks]++; site->miss[MissWalk]++;
   if (entry_depth >= 2) { events[WL2]++; site->miss[MissWalkL2]++; }
   if (entry_depth >= 3) { events[WLL]++; site->miss[MissWalkL3]++; }
}

static const Int miss_event[2][3] = {{D1mr, D2mr, DLmr}, {D1mw, D2mw, DLmw}};

/* Crowded store misses. The store buffer commits stores in program order, and a core asks for a
   missing store's line early, when the store's address is known, so that the misses of the stores
   it holds overlap. Unless they crowd one D1 set: when the set has taken `ways` other store misses
   among the last --store-buffer store misses, the buffer holds stores to more of its lines than
   it has ways, and each line fetched early is evicted by the next before its store commits; the
   stores then wait in turn for their lines to come back into D1 (sim_runner.measure.timing). Measured on Zen 3 (bench/fidelity/mem_store_conflict.cpp):
   16 streams of int stores whose lines share one 8-way set cost 9.5 cycles a store, the same
   streams 5 lines apart 1.1, and random stores over an L2-sized table hide behind a 4-cycle
   chain. Time here is counted in store misses (stores that hit are never seen on the fast path),
   so the window is at least the buffer's. Per D1 set, a ring of its last `ways` store misses'
   numbers (0: none yet). */
static ULong store_misses;     /* D1 store misses so far, measured or not: the model's state */
static ULong *crowd_ring;      /* sets x ways */
static UInt *crowd_next;       /* per set: the ring's oldest entry */

static Bool store_missed(UWord line)
{
   UWord set = (UWord)(set_of(&d1, line) - d1.tags) / d1.assoc;
   ULong *ring = crowd_ring + set * d1.assoc, now = ++store_misses;
   UInt k = crowd_next[set];
   Bool crowded = ring[k] != 0 && now - ring[k] <= (ULong)clo_store_buffer;
   ring[k] = now;
   crowd_next[set] = (k + 1) % d1.assoc;
   return crowded;
}

static inline void data_access(Site *site, Addr a, SizeT size, Bool write)
{
   UWord lo = a >> line_bits, hi = (a + (size ? size - 1 : 0)) >> line_bits;
   Int depth = 0;  /* 0: hit D1; 1: missed D1; 2: missed L2; 3: missed L3 */
   Bool crowded = False;
   for (UWord line = lo; line <= hi; line++) {
      UWord *slot = touch(&d1, line);
      if (slot) {
         *slot = (*slot & ~PREFETCHED) | (write ? DIRTY : 0);
         continue;
      }
      Int d = fetch_line(line, True);
      if (d > depth) depth = d;
      if (write && store_missed(line)) crowded = True;
      evicted_from_d1(fill(&d1, line | (write ? DIRTY : 0)));
   }
   for (Int level = 0; level < depth; level++) {
      events[miss_event[write][level]]++;
      site->miss[level]++;
   }
   if (crowded) { events[D1mwc]++; site->miss[MissCrowded]++; }
   translate(site, a, size);
   if (clo_prefetch) ip_train(site->pc, a);
}

/* The model's slow paths: called only when the inline check in the translation finds that an
   access is not a plain hit on the most recently used line of its set (or spans two lines).
   Measured on scanf-heavy input parsing, a call per access is 1.3x faster than batching a
   run's accesses into one call (fewer spills around calls than stores of addresses to
   replay). */
static VG_REGPARM(1) void on_fetch(Addr a)
{
   UWord line = a >> line_bits;
   if (touch(&i1, line)) return;
   events[I1mr]++;
   Int depth = fetch_line(line, False);
   if (depth >= 2) events[I2mr]++;
   if (depth >= 3) events[ILmr]++;
   fill(&i1, line);  /* instruction lines are never dirty */
}

static VG_REGPARM(3) void on_read(Site *site, Addr a, SizeT size)
{
   data_access(site, a, size, False);
}

static VG_REGPARM(3) void on_write(Site *site, Addr a, SizeT size)
{
   data_access(site, a, size, True);
}

/* Guarded (conditional) accesses are rare: counted and simulated in full here. */
static VG_REGPARM(3) void on_guarded_read(Site *site, Addr a, SizeT size)
{
   events[Dr]++;
   data_access(site, a, size, False);
}

static VG_REGPARM(3) void on_guarded_write(Site *site, Addr a, SizeT size)
{
   events[Dw]++;
   data_access(site, a, size, True);
}

/* ---------------------------------------------------------------- non-temporal stores */

/* The line the write-combining buffer holds: the last one NT-stored (EMPTY: none yet). */
static UWord wc_line = EMPTY;

/* True when `tag` (from invalidate) is a dirty copy. EMPTY has DIRTY clear. */
static inline Bool dirty_copy(UWord tag) { return (tag & DIRTY) != 0; }

/* An NT store reaches `line`: every cached copy goes. A dirty copy is written back on its way
   out as an evicted one is, D1 into L2 (WB1), L2 into L3 (WB2), L3 to memory (WBL): once per
   level from the highest level holding it dirty down, since the merged copy would have been
   dirty in each lower level (the lower levels' own copies are dropped with it). */
static void nt_invalidate(UWord line)
{
   Bool dirty = dirty_copy(invalidate(&d1, line));
   if (dirty) events[WB1]++;
   dirty |= dirty_copy(invalidate(&l2, line));
   if (dirty) events[WB2]++;
   dirty |= dirty_copy(invalidate(&l3, line));
   if (dirty) events[WBL]++;
}

/* Every NT store comes here (no fast path: it changes the caches even on a "hit"). One line
   written to memory each time the write-combining buffer moves to another line. */
static VG_REGPARM(3) void on_nt_store(Site *site, Addr a, SizeT size)
{
   UWord lo = a >> line_bits, hi = (a + (size ? size - 1 : 0)) >> line_bits;
   for (UWord line = lo; line <= hi; line++) {
      nt_invalidate(line);
      if (line != wc_line) {
         events[NTw]++;
         wc_line = line;
      }
   }
   translate(site, a, size);
}

/* ---------------------------------------------------------------- branches */

static UChar *pht;            /* 2-bit counters, start weakly not-taken */
/* A counter's step, at [counter * 2 + taken]: the next counter (saturating towards the outcome)
   | 4 when the counter predicted the other way (counter >= 2 predicts taken). */
static const UChar pht_step[8] = {0, 1 | 4, 0, 2 | 4, 1 | 4, 3, 2 | 4, 3};
static UWord pht_mask, history_mask;
static ULong history;          /* global outcome history, newest in bit 0 */
static Addr *btb;
static UWord btb_mask;
static Addr *ras;
static UInt ras_top;          /* number of pushes minus pops, modulo the ring */

static VG_REGPARM(2) void on_indirect(Addr pc, Addr target)
{
   Addr *slot = &btb[pc & btb_mask];
   events[Bi]++;
   if (*slot != target) events[Bim]++;
   *slot = target;
}

static VG_REGPARM(1) void on_call(Addr return_address)
{
   ras[ras_top++ % clo_ras_entries] = return_address;
}

static VG_REGPARM(1) void on_return(Addr target)
{
   events[Bi]++;
   if (ras_top == 0) { events[Bim]++; return; }
   ras_top--;
   if (ras[ras_top % clo_ras_entries] != target) events[Bim]++;
}

/* ---------------------------------------------------------------- instrumentation */

#define MAX_RUN 4096
static Addr pending[MAX_RUN];  /* instruction addresses of the run being instrumented */
static Addr current_pc;        /* the instruction being instrumented */
static Site *current_site;     /* its site, made at its first data access */

static Site *instr_site(void)
{
   if (current_site == NULL) {
      current_site = VG_(calloc)("effgrind.site", 1, sizeof(Site));
      current_site->pc = current_pc;
      current_site->next = sites;
      sites = current_site;
   }
   return current_site;
}

static void add_call(IRSB *sb, const HChar *name, void *fn, Int nargs, IRExpr **args, IRExpr *guard)
{
   IRDirty *di = unsafeIRDirty_0_N(nargs, name, VG_(fnptr_to_fnentry)(fn), args);
   if (guard) di->guard = guard;
   addStmtToIRSB(sb, IRStmt_Dirty(di));
}

static IRExpr *tmp(IRSB *sb, IRType ty, IRExpr *e)
{
   IRTemp t = newIRTemp(sb->tyenv, ty);
   addStmtToIRSB(sb, IRStmt_WrTmp(t, e));
   return IRExpr_RdTmp(t);
}

static IRExpr *u64(ULong v) { return IRExpr_Const(IRConst_U64(v)); }
static IRExpr *u8(UChar v) { return IRExpr_Const(IRConst_U8(v)); }

static void write_capped(void);

/* Past the cap: the process ends here, its profile (main process only) saying so and nothing
   else, so no partial measurement can be taken for a complete one. */
static void on_cap(void)
{
   if (VG_(getpid)() == main_pid) write_capped();
   VG_(exit)(CAP_EXIT);
}

/* At a superblock's entry: stop when the instructions executed so far pass the cap. */
static void add_cap_check(IRSB *sb)
{
   IRExpr *count = tmp(sb, Ity_I64, IRExpr_Load(Iend_LE, Ity_I64, mkIRExpr_HWord((HWord)&executed)));
   IRExpr *over = tmp(sb, Ity_I1, IRExpr_Binop(Iop_CmpLT64U, u64(clo_max_instructions), count));
   add_call(sb, "on_cap", on_cap, 0, mkIRExprVec_0(), over);
}

/* `n` more instructions executed: an inline 64-bit add, as the run counters. */
static void add_executed(IRSB *sb, UInt n)
{
   if (n == 0) return;
   IRExpr *where = mkIRExpr_HWord((HWord)&executed);
   IRExpr *old = tmp(sb, Ity_I64, IRExpr_Load(Iend_LE, Ity_I64, where));
   addStmtToIRSB(sb, IRStmt_Store(Iend_LE, where, tmp(sb, Ity_I64, IRExpr_Binop(Iop_Add64, old, u64(n)))));
}

/* Outside the measured region, once it has started, a capped run still counts instructions
   (nothing else): each straight-line run adds its length before the side exit that ends it. */
static IRSB *count_only(IRSB *in)
{
   IRSB *out = deepCopyIRSBExceptStmts(in);
   UInt n = 0;
   Bool checked = False;
   for (Int i = 0; i < in->stmts_used; i++) {
      IRStmt *st = in->stmts[i];
      if (!st) continue;
      if (st->tag == Ist_Exit) { add_executed(out, n); n = 0; }
      addStmtToIRSB(out, st);
      if (st->tag == Ist_IMark) {
         if (!checked) { add_cap_check(out); checked = True; }
         n++;
      }
   }
   add_executed(out, n);
   return out;
}

/* Inline check: true when the access at `addr` (an IR atom) of `size` bytes needs the slow
   path -- it is not entirely within the most recently used line of its D1 set, or (a write)
   that line is not dirty yet, or it was prefetched and not used yet. Otherwise the access
   changes no cache state, so skipping it is exact. NULL (always call) with --fast-path=no. */
static IRExpr *needs_simulation(IRSB *sb, IRExpr *addr, Int size, Bool is_write)
{
   if (!clo_fast_path) return NULL;
   IRExpr *line = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Shr64, addr, u8(line_bits)));
   IRExpr *set = tmp(sb, Ity_I64, IRExpr_Binop(Iop_And64, line, u64(d1.set_mask)));
   IRExpr *offset = is_pow2(d1.assoc)
      ? tmp(sb, Ity_I64, IRExpr_Binop(Iop_Shl64, set, u8(log2_of(d1.assoc) + 3)))
      : tmp(sb, Ity_I64, IRExpr_Binop(Iop_Mul64, set, u64(d1.assoc * sizeof(UWord))));
   IRExpr *slot = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Add64, offset, u64((HWord)d1.tags)));
   IRExpr *mru = tmp(sb, Ity_I64, IRExpr_Load(Iend_LE, Ity_I64, slot));
   /* A read may hit a dirty line; a write only a line already dirty (XOR clears the flag
      exactly then). A prefetched flag makes either compare unequal. */
   IRExpr *seen = is_write ? tmp(sb, Ity_I64, IRExpr_Binop(Iop_Xor64, mru, u64(DIRTY)))
                           : tmp(sb, Ity_I64, IRExpr_Binop(Iop_And64, mru, u64(~DIRTY)));
   if (size <= 1) return tmp(sb, Ity_I1, IRExpr_Binop(Iop_CmpNE64, seen, line));
   IRExpr *end = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Add64, addr, u64(size - 1)));
   IRExpr *last = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Shr64, end, u8(line_bits)));
   /* One compare for both conditions: `seen` is a line of `line`'s set or no line at all, and
      when the access spans, its last line (at most a line further) belongs to another set, so
      `seen == last` exactly when the access stays within `line` and `line` is its set's MRU. */
   if (size <= (1 << line_bits) && d1.set_mask > 0) return tmp(sb, Ity_I1, IRExpr_Binop(Iop_CmpNE64, seen, last));
   IRExpr *miss = tmp(sb, Ity_I1, IRExpr_Binop(Iop_CmpNE64, seen, line));
   IRExpr *spans = tmp(sb, Ity_I1, IRExpr_Binop(Iop_CmpNE64, last, line));
   return tmp(sb, Ity_I1, IRExpr_Binop(Iop_Or1, miss, spans));
}

static void add_fetch(IRSB *sb, Addr a)
{
   UWord line = a >> line_bits;
   IRExpr *slot = u64((HWord)(i1.tags + (line & i1.set_mask) * i1.assoc));
   IRExpr *mru = tmp(sb, Ity_I64, IRExpr_Load(Iend_LE, Ity_I64, slot));
   IRExpr *miss = tmp(sb, Ity_I1, IRExpr_Binop(Iop_CmpNE64, mru, u64(line)));
   add_call(sb, "on_fetch", on_fetch, 1, mkIRExprVec_1(mkIRExpr_HWord(a)), miss);
}

static void add_data(IRSB *sb, IRExpr *addr, Int size, Bool is_write)
{
   IRExpr *miss = needs_simulation(sb, addr, size, is_write);
   IRExpr **args = mkIRExprVec_3(mkIRExpr_HWord((HWord)instr_site()), addr, mkIRExpr_HWord(size));
   if (is_write) add_call(sb, "on_write", on_write, 3, args, miss);
   else add_call(sb, "on_read", on_read, 3, args, miss);
}

static Run *open_run(IRSB *sb);

/* A conditional branch, predicted inline (no helper call: this runs once per ~5 instructions).
   gshare: a table of 2-bit counters indexed by the branch address XOR the global history.
   `guard` is the exit's condition; when the exit leaves to the next instruction, the branch
   was taken exactly when the exit was not. The branch count is the run's (static). */
static void add_cond_branch(IRSB *sb, Addr pc, IRExpr *guard, Bool exit_is_fallthrough)
{
   IRExpr *taken = exit_is_fallthrough ? tmp(sb, Ity_I1, IRExpr_Unop(Iop_Not1, guard)) : guard;
   IRExpr *taken64 = tmp(sb, Ity_I64, IRExpr_Unop(Iop_1Uto64, taken));
   IRExpr *h = tmp(sb, Ity_I64, IRExpr_Load(Iend_LE, Ity_I64, u64((HWord)&history)));
   IRExpr *mixed = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Xor64, tmp(sb, Ity_I64, IRExpr_Binop(Iop_Shl64, h, u8(2))), u64(pc)));
   IRExpr *index = tmp(sb, Ity_I64, IRExpr_Binop(Iop_And64, mixed, u64(pht_mask)));
   IRExpr *slot = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Add64, index, u64((HWord)pht)));
   IRExpr *counter = tmp(sb, Ity_I64, IRExpr_Unop(Iop_8Uto64, tmp(sb, Ity_I8, IRExpr_Load(Iend_LE, Ity_I8, slot))));
   /* One table lookup gives the updated counter and whether the prediction was wrong. */
   IRExpr *row = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Shl64, counter, u8(1)));
   IRExpr *step_index = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Add64, row, taken64));
   IRExpr *step_slot = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Add64, step_index, u64((HWord)pht_step)));
   IRExpr *step = tmp(sb, Ity_I64, IRExpr_Unop(Iop_8Uto64, tmp(sb, Ity_I8, IRExpr_Load(Iend_LE, Ity_I8, step_slot))));
   IRExpr *updated = tmp(sb, Ity_I64, IRExpr_Binop(Iop_And64, step, u64(3)));
   addStmtToIRSB(sb, IRStmt_Store(Iend_LE, slot, tmp(sb, Ity_I8, IRExpr_Unop(Iop_64to8, updated))));
   IRExpr *wrong = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Shr64, step, u8(2)));
   IRExpr *where = u64((HWord)&events[Bcm]);
   IRExpr *old = tmp(sb, Ity_I64, IRExpr_Load(Iend_LE, Ity_I64, where));
   addStmtToIRSB(sb, IRStmt_Store(Iend_LE, where, tmp(sb, Ity_I64, IRExpr_Binop(Iop_Add64, old, wrong))));
   IRExpr *shifted = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Shl64, h, u8(1)));
   IRExpr *with = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Or64, shifted, taken64));
   addStmtToIRSB(sb, IRStmt_Store(Iend_LE, u64((HWord)&history),
                                  tmp(sb, Ity_I64, IRExpr_Binop(Iop_And64, with, u64(history_mask)))));
}

/* A data access; the current run counts it when it is unconditional. After a side exit inside
   an instruction (rep-prefixed string operations) a run without instructions carries it. */
static void add_access(IRSB *sb, Run **current, IREffect kind, IRExpr *addr, Int size, IRExpr *guard)
{
   if (*current == NULL) *current = open_run(sb);
   Run *run = *current;
   if (guard) {
      IRExpr **args = mkIRExprVec_3(mkIRExpr_HWord((HWord)instr_site()), addr, mkIRExpr_HWord(size));
      if (kind == Ifx_Read) add_call(sb, "on_guarded_read", on_guarded_read, 3, args, guard);
      else add_call(sb, "on_guarded_write", on_guarded_write, 3, args, guard);
      return;
   }
   if (kind == Ifx_Read || kind == Ifx_Modify) {
      run->reads++;
      add_data(sb, addr, size, False);
   }
   if (kind == Ifx_Write || kind == Ifx_Modify) {
      run->writes++;
      add_data(sb, addr, size, True);
   }
}

/* A new run and its counter: an inline 64-bit increment, no helper call. */
static Run *open_run(IRSB *sb)
{
   Run *run = VG_(malloc)("effgrind.run", sizeof(Run));
   run->count = run->frozen_count = 0;
   run->n = run->reads = run->writes = run->cond_branches = 0;
   run->addrs = NULL;
   IRTemp old = newIRTemp(sb->tyenv, Ity_I64), new = newIRTemp(sb->tyenv, Ity_I64);
   IRExpr *where = mkIRExpr_HWord((HWord)&run->count);
   addStmtToIRSB(sb, IRStmt_WrTmp(old, IRExpr_Load(Iend_LE, Ity_I64, where)));
   addStmtToIRSB(sb, IRStmt_WrTmp(new, IRExpr_Binop(Iop_Add64, IRExpr_RdTmp(old),
                                                    IRExpr_Const(IRConst_U64(1)))));
   addStmtToIRSB(sb, IRStmt_Store(Iend_LE, where, IRExpr_RdTmp(new)));
   return run;
}

/* The run's instructions are known: keep their addresses with it. */
static void *copy(const HChar *what, const void *from, SizeT bytes)
{
   void *to = VG_(malloc)(what, bytes ? bytes : 1);
   VG_(memcpy)(to, from, bytes);
   return to;
}

/* The run ends here (at a side exit, or at the end of the superblock). */
static void close_run(IRSB *sb, Run *run)
{
   if (clo_max_instructions) add_executed(sb, run->n);
   run->addrs = copy("effgrind.addrs", pending, sizeof(Addr) * run->n);
   run->next = runs;
   runs = run;
}

/* Whether the instruction of `len` bytes at `pc` is a non-temporal store, from its bytes (the
   guest's code is mapped in our address space; VEX just decoded it from there). Prefixes
   first: legacy ones (operand size 66, F2/F3, segments, address size 67, lock F0), a REX
   (40-4F, 64-bit mode), or a VEX (C5: 2 bytes, C4: 3) or EVEX (62: 4) prefix, whose map field
   must be 1 (the 0F map). Then in map 0F: 2B movntps/movntpd, E7 movntq/movntdq, C3 movnti,
   each always a store to memory (their register forms are undefined).
   Left as they are: movntdqa (0F 38 2A), a load whose hint does nothing on write-back memory;
   maskmovdqu (0F F7), a byte-masked NT store that VEX turns into a load and a store, modelled
   as an ordinary store (rare; glibc does not use it). */
static Bool is_nt_store(Addr pc, UInt len)
{
   const UChar *p = (const UChar *)pc, *end = p + len;
   while (p < end && (*p == 0x66 || *p == 0x67 || *p == 0xF0 || *p == 0xF2 || *p == 0xF3 || *p == 0x26
                      || *p == 0x2E || *p == 0x36 || *p == 0x3E || *p == 0x64 || *p == 0x65))
      p++;
   if (p < end && (*p & 0xF0) == 0x40) p++;  /* REX */
   if (end - p < 2) return False;
   UInt map;
   switch (*p) {
   case 0x0F: map = 1; p += 1; break;
   case 0xC5: map = 1; p += 2; break;                   /* C5 R.vvvv.L.pp: map 0F implied */
   case 0xC4: map = p[1] & 0x1F; p += 3; break;         /* C4 RXB.mmmmm W.vvvv.L.pp */
   case 0x62: map = p[1] & 0x07; p += 4; break;         /* 62 RXBR'0mmm W.vvvv.1.pp z.L'L.b.V'.aaa */
   default: return False;
   }
   if (map != 1 || p >= end) return False;
   return *p == 0x2B || *p == 0xE7 || *p == 0xC3;
}

/* An NT store: counted by its run like any store, always simulated (on_nt_store). */
static void add_nt_store(IRSB *sb, Run **current, IRExpr *addr, Int size)
{
   if (*current == NULL) *current = open_run(sb);
   (*current)->writes++;
   IRExpr **args = mkIRExprVec_3(mkIRExpr_HWord((HWord)instr_site()), addr, mkIRExpr_HWord(size));
   add_call(sb, "on_nt_store", on_nt_store, 3, args, NULL);
}

static IRSB *eg_instrument(VgCallbackClosure *closure, IRSB *in, const VexGuestLayout *layout,
                           const VexGuestExtents *vge, const VexArchInfo *arch, IRType gWordTy,
                           IRType hWordTy)
{
   (void)closure; (void)layout; (void)vge; (void)arch; (void)hWordTy;
   tl_assert(gWordTy == Ity_I64);
   if (!active) return clo_max_instructions && started ? count_only(in) : in;

   IRSB *out = deepCopyIRSBExceptStmts(in);
   Int i = 0;
   for (; i < in->stmts_used && in->stmts[i]->tag != Ist_IMark; i++)
      addStmtToIRSB(out, in->stmts[i]);

   Addr pc = 0, next_pc = 0;
   UWord last_line = ~(UWord)0;
   Run *run = NULL;
   Bool checked = !clo_max_instructions;
   Bool nt = False;  /* the current instruction is a non-temporal store */
   for (; i < in->stmts_used; i++) {
      IRStmt *st = in->stmts[i];
      if (!st) continue;
      switch (st->tag) {
      case Ist_IMark: {
         pc = st->Ist.IMark.addr;
         next_pc = pc + st->Ist.IMark.len;
         current_pc = pc;
         current_site = NULL;
         nt = is_nt_store(pc, st->Ist.IMark.len);
         addStmtToIRSB(out, st);
         if (!checked) { add_cap_check(out); checked = True; }
         if (run == NULL) run = open_run(out);
         tl_assert(run->n < MAX_RUN);  /* a superblock holds at most a few hundred */
         pending[run->n++] = pc;
         UWord first = pc >> line_bits, last = (next_pc - 1) >> line_bits;
         if (first != last_line) add_fetch(out, pc);
         if (last != first) add_fetch(out, next_pc - 1);
         last_line = last;
         break;
      }
      case Ist_WrTmp: {
         IRExpr *data = st->Ist.WrTmp.data;
         if (data->tag == Iex_Load)
            add_access(out, &run, Ifx_Read, data->Iex.Load.addr, sizeofIRType(data->Iex.Load.ty), NULL);
         addStmtToIRSB(out, st);
         break;
      }
      case Ist_Store: {
         IRType ty = typeOfIRExpr(in->tyenv, st->Ist.Store.data);
         if (nt) add_nt_store(out, &run, st->Ist.Store.addr, sizeofIRType(ty));
         else add_access(out, &run, Ifx_Write, st->Ist.Store.addr, sizeofIRType(ty), NULL);
         addStmtToIRSB(out, st);
         break;
      }
      case Ist_StoreG: {
         IRStoreG *sg = st->Ist.StoreG.details;
         IRType ty = typeOfIRExpr(in->tyenv, sg->data);
         add_access(out, &run, Ifx_Write, sg->addr, sizeofIRType(ty), sg->guard);
         addStmtToIRSB(out, st);
         break;
      }
      case Ist_LoadG: {
         IRLoadG *lg = st->Ist.LoadG.details;
         IRType wide, narrow;
         typeOfIRLoadGOp(lg->cvt, &wide, &narrow);
         add_access(out, &run, Ifx_Read, lg->addr, sizeofIRType(narrow), lg->guard);
         addStmtToIRSB(out, st);
         break;
      }
      case Ist_Dirty: {
         IRDirty *d = st->Ist.Dirty.details;
         if (d->mFx != Ifx_None) {
            tl_assert(d->mAddr != NULL && d->mSize != 0);
            add_access(out, &run, d->mFx, d->mAddr, d->mSize, NULL);
         }
         addStmtToIRSB(out, st);
         break;
      }
      case Ist_CAS: {
         IRCAS *cas = st->Ist.CAS.details;
         Int size = sizeofIRType(typeOfIRExpr(in->tyenv, cas->dataLo)) * (cas->dataHi ? 2 : 1);
         add_access(out, &run, Ifx_Modify, cas->addr, size, NULL);
         addStmtToIRSB(out, st);
         break;
      }
      case Ist_LLSC: {
         IRType ty;
         if (st->Ist.LLSC.storedata == NULL) {
            ty = typeOfIRTemp(in->tyenv, st->Ist.LLSC.result);
            add_access(out, &run, Ifx_Read, st->Ist.LLSC.addr, sizeofIRType(ty), NULL);
         } else {
            ty = typeOfIRExpr(in->tyenv, st->Ist.LLSC.storedata);
            add_access(out, &run, Ifx_Write, st->Ist.LLSC.addr, sizeofIRType(ty), NULL);
         }
         addStmtToIRSB(out, st);
         break;
      }
      case Ist_Exit: {
         Addr dst = st->Ist.Exit.dst->Ico.U64;
         /* A rep-prefixed string instruction leaves to its successor when its count is zero
            and otherwise loops to itself: that is not a branch of the program. */
         Bool rep_loop = in->next->tag == Iex_Const && in->next->Iex.Const.con->Ico.U64 == pc
                         && dst == next_pc;
         if (st->Ist.Exit.jk == Ijk_Boring && !rep_loop) {
            if (run == NULL) run = open_run(out);
            run->cond_branches++;
            add_cond_branch(out, pc, st->Ist.Exit.guard, dst == next_pc);
         }
         /* The instructions after an exit form a new run. */
         if (run) { close_run(out, run); run = NULL; }
         addStmtToIRSB(out, st);
         /* last_line stays: the code after the exit runs only when the exit was not taken,
            right after the line last fetched, which is then its set's most recent. */
         break;
      }
      default:
         addStmtToIRSB(out, st);
         break;
      }
   }
   if (run) close_run(out, run);

   /* How the superblock ends. */
   IRExpr *target = in->next;
   if (in->jumpkind == Ijk_Call) {
      add_call(out, "on_call", on_call, 1, mkIRExprVec_1(mkIRExpr_HWord(next_pc)), NULL);
      if (target->tag != Iex_Const)
         add_call(out, "on_indirect", on_indirect, 2, mkIRExprVec_2(mkIRExpr_HWord(pc), target), NULL);
   } else if (in->jumpkind == Ijk_Ret) {
      add_call(out, "on_return", on_return, 1, mkIRExprVec_1(target), NULL);
   } else if (in->jumpkind == Ijk_Boring && target->tag != Iex_Const) {
      add_call(out, "on_indirect", on_indirect, 2, mkIRExprVec_2(mkIRExpr_HWord(pc), target), NULL);
   }
   return out;
}

/* ---------------------------------------------------------------- client requests */

static void set_active(Bool on)
{
   if (on == active) return;
   active = on;
   started |= on;
   /* Translations made in the other state must go; the next execution retranslates. */
   VG_(discard_translations_safely)((Addr)0x1000, ~(SizeT)0xfff, "effgrind");
}

static void freeze(void)
{
   for (Run *r = runs; r; r = r->next) r->frozen_count = r->count;
   for (Site *s = sites; s; s = s->next)
      for (Int m = 0; m < N_MISSES; m++) s->frozen[m] = s->miss[m];
   for (Int e = 0; e < N_EVENTS; e++) frozen_events[e] = events[e];
   frozen = True;
   set_active(False);
}

static Bool eg_handle_client_request(ThreadId tid, UWord *args, UWord *ret)
{
   (void)tid;
   if (!VG_IS_TOOL_USERREQ('C', 'T', args[0])) return False;
   switch (args[0]) {
   case VG_USERREQ__START_INSTRUMENTATION:
      if (!frozen) set_active(True);
      break;
   case VG_USERREQ__STOP_INSTRUMENTATION:
      set_active(False);
      break;
   case VG_USERREQ__ZERO_STATS:
      if (!frozen) {
         for (Run *r = runs; r; r = r->next) r->count = 0;
         for (Site *s = sites; s; s = s->next)
            for (Int m = 0; m < N_MISSES; m++) s->miss[m] = 0;
         for (Int e = 0; e < N_EVENTS; e++) events[e] = 0;
      }
      break;
   case VG_USERREQ__TOGGLE_COLLECT:
      if (!frozen) freeze();
      break;
   default: /* DUMP_STATS and the like: nothing to do, the counts are written at exit */
      break;
   }
   *ret = 0;
   return True;
}

/* ---------------------------------------------------------------- start and end */

static void eg_post_clo_init(void)
{
   /* A superblock must end at every call and return, or chased calls would never reach the
      return stack model: with chasing, 99.6% of returns mispredicted on std::sort. */
   VG_(clo_vex_control).guest_chase = False;
   if (clo_i1.line != clo_d1.line || clo_d1.line != clo_l2.line || clo_l2.line != clo_ll.line)
      VG_(fmsg_bad_option)("--I1/--D1/--L2/--LL", "every cache level needs the same line size\n");
   line_bits = log2_of(clo_d1.line);
   /* L1 caches are virtually indexed (the fast path in the translation computes D1's set from
      the virtual line), the TLBs hold virtual pages; L2 and L3 are physically indexed. */
   cache_init(&i1, clo_i1.size / clo_i1.line, clo_i1.assoc, False);
   cache_init(&d1, clo_d1.size / clo_d1.line, clo_d1.assoc, False);
   crowd_ring = VG_(calloc)("effgrind.crowd", clo_d1.size / clo_d1.line, sizeof(ULong));
   crowd_next = VG_(calloc)("effgrind.crowd", clo_d1.size / clo_d1.line / clo_d1.assoc, sizeof(UInt));
   cache_init(&l2, clo_l2.size / clo_l2.line, clo_l2.assoc, True);
   cache_init(&l3, clo_ll.size / clo_ll.line, clo_ll.assoc, True);
   cache_init(&dtlb, clo_dtlb.entries, clo_dtlb.assoc, False);
   cache_init(&stlb, clo_stlb.entries, clo_stlb.assoc, False);
   page_set_init(1 << 12);
   ip_mask = clo_ip_entries - 1;
   ip_table = VG_(calloc)("effgrind.ip", clo_ip_entries, sizeof(IpEntry));
   for (Int i = 0; i < STREAMS; i++) streams[i].page = EMPTY;
   pht_mask = (1UL << clo_bp_table_bits) - 1;
   history_mask = (1UL << clo_bp_history_bits) - 1;
   pht = VG_(malloc)("effgrind.pht", pht_mask + 1);
   VG_(memset)(pht, 1, pht_mask + 1);
   btb_mask = (1UL << clo_btb_bits) - 1;
   btb = VG_(calloc)("effgrind.btb", btb_mask + 1, sizeof(Addr));
   ras = VG_(calloc)("effgrind.ras", clo_ras_entries, sizeof(Addr));
   active = started = clo_instr_atstart;
   main_pid = VG_(getpid)();
   if (clo_out_fd >= 0) {
      out_fd = VG_(safe_fd)(clo_out_fd);  /* dup into the reserved range, close the original */
      if (out_fd < 0) VG_(fmsg_bad_option)("--effgrind-out-fd", "descriptor %d is not open\n", clo_out_fd);
   }
}

/* Buffered text output to a descriptor (VgFile has no fdopen). */
static HChar out_buf[1 << 16];
static Int out_len;

static void out_flush(void)
{
   for (Int done = 0; done < out_len;) {
      Int n = VG_(write)(out_fd, out_buf + done, out_len - done);
      if (n <= 0) break;  /* the file limit: the host finds a truncated profile */
      done += n;
   }
   out_len = 0;
}

static void out_printf(const HChar *format, ...) PRINTF_CHECK(1, 2);
static void out_printf(const HChar *format, ...)
{
   if (out_len > (Int)sizeof(out_buf) - 256) out_flush();
   va_list vargs;
   va_start(vargs, format);
   out_len += VG_(vsnprintf)(out_buf + out_len, sizeof(out_buf) - out_len, format, vargs);
   va_end(vargs);
}

typedef struct { VgHashNode node; ULong count, miss[N_MISSES]; } InstrCount;

static Bool any_miss(const ULong *miss)
{
   for (Int m = 0; m < N_MISSES; m++)
      if (miss[m]) return True;
   return False;
}

static InstrCount *instr_count(VgHashTable *table, Addr pc)
{
   InstrCount *ic = VG_(HT_lookup)(table, pc);
   if (!ic) {
      ic = VG_(calloc)("effgrind.count", 1, sizeof(InstrCount));
      ic->node.key = pc;
      VG_(HT_add_node)(table, ic);
   }
   return ic;
}

/* The profile's descriptor: --effgrind-out-fd's, else the file opened now. */
static Bool open_out(void)
{
   if (out_fd >= 0) return True;
   HChar *path = VG_(expand_file_name)("--effgrind-out-file", clo_out_file);
   SysRes opened = VG_(open)(path, VKI_O_CREAT | VKI_O_TRUNC | VKI_O_WRONLY, VKI_S_IRUSR | VKI_S_IWUSR);
   if (sr_isError(opened)) {
      VG_(umsg)("effgrind: cannot write %s\n", path);
      return False;
   }
   out_fd = sr_Res(opened);
   return True;
}

/* A run past the cap has no profile: the header and the cap it passed, nothing else. */
static void write_capped(void)
{
   if (!open_out()) return;
   out_printf("effgrind %d\ncapped: %lld\n", FORMAT_VERSION, clo_max_instructions);
   out_flush();
   VG_(close)(out_fd);
   out_fd = -1;
}

static void eg_fini(Int exitcode)
{
   (void)exitcode;
   if (VG_(getpid)() != main_pid) return;
   /* Past the cap in the superblock that ended the program (no later entry checked it). */
   if (clo_max_instructions && executed > (ULong)clo_max_instructions) {
      write_capped();
      return;
   }
   ULong *totals = frozen ? frozen_events : events;
   VgHashTable *per_instr = VG_(HT_construct)("effgrind.instr");
   totals[Ir] = 0;
   for (Run *r = runs; r; r = r->next) {
      ULong count = frozen ? r->frozen_count : r->count;
      if (!count) continue;
      totals[Ir] += count * r->n;
      totals[Dr] += count * r->reads;
      totals[Dw] += count * r->writes;
      totals[Bc] += count * r->cond_branches;
      for (UInt k = 0; k < r->n; k++) instr_count(per_instr, r->addrs[k])->count += count;
   }
   /* An instruction translated more than once has several sites: add them up. */
   for (Site *s = sites; s; s = s->next) {
      ULong *miss = frozen ? s->frozen : s->miss;
      if (!any_miss(miss)) continue;
      InstrCount *ic = instr_count(per_instr, s->pc);
      for (Int m = 0; m < N_MISSES; m++) ic->miss[m] += miss[m];
   }
   if (!open_out()) return;
   out_printf("effgrind %d\nevents:", FORMAT_VERSION);
   for (Int e = 0; e < N_EVENTS; e++) out_printf(" %s", event_names[e]);
   out_printf("\ntotals:");
   for (Int e = 0; e < N_EVENTS; e++) out_printf(" %llu", totals[e]);
   out_printf("\n");
   VG_(HT_ResetIter)(per_instr);
   for (InstrCount *ic; (ic = VG_(HT_Next)(per_instr)) != NULL;) {
      out_printf("%lx %llu", ic->node.key, ic->count);
      if (any_miss(ic->miss))
         for (Int m = 0; m < N_MISSES; m++) out_printf(" %llu", ic->miss[m]);
      out_printf("\n");
   }
   out_flush();
   VG_(close)(out_fd);
}

static void eg_pre_clo_init(void)
{
   VG_(details_name)("effgrind");
   VG_(details_version)(AS_STRING(FORMAT_VERSION));
   VG_(details_description)("instruction counts, memory-hierarchy and branch models for sim_runner");
   VG_(details_copyright_author)("effbench authors");
   VG_(details_bug_reports_to)("the effbench project");
   VG_(details_avg_translation_sizeB)(400);
   VG_(basic_tool_funcs)(eg_post_clo_init, eg_instrument, eg_fini);
   VG_(needs_command_line_options)(eg_process_cmd_line_option, eg_print_usage, eg_print_debug_usage);
   VG_(needs_client_requests)(eg_handle_client_request);
   VG_(needs_syscall_wrapper)(eg_pre_syscall, eg_post_syscall);
}

VG_DETERMINE_INTERFACE_VERSION(eg_pre_clo_init)
