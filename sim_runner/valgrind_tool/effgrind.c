/* effgrind: the valgrind tool behind sim_runner's valgrind backend.
 *
 * One pass over the program gives what the cycle and energy models need:
 *   - how often each instruction executed (one inline counter per straight-line run of a
 *     superblock, expanded to instructions at exit), for the instruction mix;
 *   - a two-level cache model (I1, D1, unified LL; LRU, write-allocate) with the machine
 *     profile's geometry, never the host's;
 *   - a branch-prediction model: gshare for conditional branches, a branch target buffer for
 *     indirect jumps and calls, a return stack for returns.
 * Callgrind gives the same counts but costs 3-6x more per instruction (it keeps per-call-site
 * costs and simulates every instruction fetch); we need only totals and per-instruction counts.
 *
 * Instruction fetches are simulated once per cache line per superblock: an instruction on the
 * line just fetched always hits (it is its set's most recently used line; code after a side
 * exit runs only when the exit was not taken), so the miss counts equal a per-instruction
 * simulation.
 *
 * Measurement is switched by callgrind's client requests (valgrind/callgrind.h), so programs
 * built for callgrind work unchanged: START/STOP_INSTRUMENTATION, ZERO_STATS (counters to zero,
 * caches stay warm) and TOGGLE_COLLECT (freezes the counts: the end of a region of interest).
 *
 * Output (text, --effgrind-out-file): a header, the event totals in callgrind's event names,
 * then one "address count" line per executed instruction. Only the process that started under
 * valgrind writes it (a forked child would otherwise overwrite the parent's file).
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
#include "callgrind.h"

#define FORMAT_VERSION 1

/* ---------------------------------------------------------------- options */

typedef struct { Int size, assoc, line; } CacheGeometry;

static const HChar *clo_out_file = "effgrind.out.%p";
static CacheGeometry clo_i1 = {32768, 8, 64}, clo_d1 = {32768, 8, 64}, clo_ll = {2097152, 16, 64};
static Bool clo_instr_atstart = True;
static Int clo_bp_table_bits = 14, clo_bp_history_bits = 12, clo_btb_bits = 9, clo_ras_entries = 16;

static Bool parse_geometry(const HChar *arg, const HChar *name, CacheGeometry *out)
{
   SizeT prefix = VG_(strlen)(name);
   if (VG_(strncmp)(arg, name, prefix) != 0) return False;
   const HChar *p = arg + prefix;
   HChar *end;
   Long size = VG_(strtoll10)(p, &end);
   if (*end != ',') goto bad;
   Long assoc = VG_(strtoll10)(end + 1, &end);
   if (*end != ',') goto bad;
   Long line = VG_(strtoll10)(end + 1, &end);
   if (*end != '\0' || size <= 0 || assoc <= 0 || line <= 0) goto bad;
   /* Sets are indexed with a mask: every dimension must be a power of two. */
   if ((size & (size - 1)) || (assoc & (assoc - 1)) || (line & (line - 1)) || size < assoc * line)
      goto bad;
   out->size = size; out->assoc = assoc; out->line = line;
   return True;
 bad:
   VG_(fmsg_bad_option)(arg, "expected SIZE,ASSOC,LINE in bytes, powers of two\n");
   return True;
}

static Bool eg_process_cmd_line_option(const HChar *arg)
{
   if VG_STR_CLO(arg, "--effgrind-out-file", clo_out_file) {}
   else if VG_BOOL_CLO(arg, "--instr-atstart", clo_instr_atstart) {}
   else if VG_BINT_CLO(arg, "--bp-table-bits", clo_bp_table_bits, 4, 24) {}
   else if VG_BINT_CLO(arg, "--bp-history-bits", clo_bp_history_bits, 0, 24) {}
   else if VG_BINT_CLO(arg, "--btb-bits", clo_btb_bits, 1, 20) {}
   else if VG_BINT_CLO(arg, "--ras-entries", clo_ras_entries, 1, 1024) {}
   else if (parse_geometry(arg, "--I1=", &clo_i1)) {}
   else if (parse_geometry(arg, "--D1=", &clo_d1)) {}
   else if (parse_geometry(arg, "--LL=", &clo_ll)) {}
   else return False;
   return True;
}

static void eg_print_usage(void)
{
   VG_(printf)(
      "    --effgrind-out-file=FILE   where the counts go [effgrind.out.%%p]\n"
      "    --I1=S,A,L --D1=S,A,L --LL=S,A,L  cache size, associativity, line (bytes)\n"
      "    --instr-atstart=yes|no     measure from the start [yes]; else from\n"
      "                               CALLGRIND_START_INSTRUMENTATION\n"
      "    --bp-table-bits=N --bp-history-bits=N  gshare predictor [14, 12]\n"
      "    --btb-bits=N --ras-entries=N  indirect-target buffer, return stack [9, 16]\n");
}

static void eg_print_debug_usage(void) {}

/* ---------------------------------------------------------------- events */

enum { Ir, Dr, Dw, I1mr, D1mr, D1mw, ILmr, DLmr, DLmw, Bc, Bcm, Bi, Bim, N_EVENTS };
static const HChar *event_names[N_EVENTS] = {
   "Ir", "Dr", "Dw", "I1mr", "D1mr", "D1mw", "ILmr", "DLmr", "DLmw", "Bc", "Bcm", "Bi", "Bim"};

static ULong events[N_EVENTS];      /* Ir is computed from the run counters at the end */
static ULong frozen_events[N_EVENTS];
static Bool frozen = False;          /* TOGGLE_COLLECT ended the measured region */
static Bool active;                  /* instrumentation on */
static Int main_pid;

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

/* ---------------------------------------------------------------- caches */

typedef struct {
   UWord *tags;     /* sets x assoc, most recently used first */
   UWord set_mask;
   Int assoc, line_bits;
} Cache;

static Cache i1, d1, ll;

static Int log2_of(Int x) { Int b = 0; while ((1 << b) < x) b++; return b; }

static void cache_init(Cache *c, CacheGeometry g)
{
   Int sets = g.size / (g.assoc * g.line);
   c->assoc = g.assoc;
   c->line_bits = log2_of(g.line);
   c->set_mask = sets - 1;
   c->tags = VG_(malloc)("effgrind.cache", sizeof(UWord) * sets * g.assoc);
   for (Int i = 0; i < sets * g.assoc; i++) c->tags[i] = ~(UWord)0;
}

/* Looks the line up, makes it most recently used; True on a hit. */
static inline Bool cache_ref(Cache *c, UWord line)
{
   UWord *set = c->tags + (line & c->set_mask) * c->assoc;
   if (LIKELY(set[0] == line)) return True;
   for (Int i = 1; i < c->assoc; i++) {
      if (set[i] == line) {
         for (Int j = i; j > 0; j--) set[j] = set[j - 1];
         set[0] = line;
         return True;
      }
   }
   for (Int j = c->assoc - 1; j > 0; j--) set[j] = set[j - 1];
   set[0] = line;
   return False;
}

/* One access of `size` bytes: counts one first-level miss (and one last-level miss) at most,
   however many lines it spans, like callgrind. */
static inline void access(Cache *first, Addr a, SizeT size, Int l1_miss, Int ll_miss)
{
   UWord lo = a >> first->line_bits, hi = (a + (size ? size - 1 : 0)) >> first->line_bits;
   Bool missed1 = False, missed_ll = False;
   for (UWord line = lo; line <= hi; line++) {
      if (cache_ref(first, line)) continue;
      missed1 = True;
      if (!cache_ref(&ll, (line << first->line_bits) >> ll.line_bits)) missed_ll = True;
   }
   if (missed1) events[l1_miss]++;
   if (missed_ll) events[ll_miss]++;
}

/* The model's slow paths: called only when the inline check in the translation finds that an
   access is not to the most recently used line of its set (or spans two lines). An MRU hit
   changes no LRU state, so skipping it is exact. Measured on scanf-heavy input parsing, this
   is 1.3x faster than batching a run's accesses into one call (fewer spills around calls than
   stores of addresses to replay). */
static VG_REGPARM(1) void on_fetch(Addr a)
{
   access(&i1, a, 1, I1mr, ILmr);
}

static VG_REGPARM(2) void on_read(Addr a, SizeT size)
{
   access(&d1, a, size, D1mr, DLmr);
}

static VG_REGPARM(2) void on_write(Addr a, SizeT size)
{
   access(&d1, a, size, D1mw, DLmw);
}

/* Guarded (conditional) accesses are rare: counted and simulated in full here. */
static VG_REGPARM(2) void on_guarded_read(Addr a, SizeT size)
{
   events[Dr]++;
   on_read(a, size);
}

static VG_REGPARM(2) void on_guarded_write(Addr a, SizeT size)
{
   events[Dw]++;
   on_write(a, size);
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

/* Inline check: true when the access at `addr` (an IR atom) of `size` bytes is not entirely
   within the most recently used line of its set -- only then is the model's slow path called.
   An MRU hit changes no LRU state, so skipping it is exact. */
static IRExpr *needs_simulation(IRSB *sb, Cache *c, IRExpr *addr, Int size)
{
   IRExpr *line = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Shr64, addr, u8(c->line_bits)));
   IRExpr *set = tmp(sb, Ity_I64, IRExpr_Binop(Iop_And64, line, u64(c->set_mask)));
   IRExpr *offset = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Shl64, set, u8(log2_of(c->assoc) + 3)));
   IRExpr *slot = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Add64, offset, u64((HWord)c->tags)));
   IRExpr *mru = tmp(sb, Ity_I64, IRExpr_Load(Iend_LE, Ity_I64, slot));
   IRExpr *miss = tmp(sb, Ity_I1, IRExpr_Binop(Iop_CmpNE64, mru, line));
   if (size <= 1) return miss;
   IRExpr *end = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Add64, addr, u64(size - 1)));
   IRExpr *last = tmp(sb, Ity_I64, IRExpr_Binop(Iop_Shr64, end, u8(c->line_bits)));
   IRExpr *spans = tmp(sb, Ity_I1, IRExpr_Binop(Iop_CmpNE64, last, line));
   return tmp(sb, Ity_I1, IRExpr_Binop(Iop_Or1, miss, spans));
}

static void add_fetch(IRSB *sb, Addr a)
{
   UWord line = a >> i1.line_bits;
   IRExpr *slot = u64((HWord)(i1.tags + (line & i1.set_mask) * i1.assoc));
   IRExpr *mru = tmp(sb, Ity_I64, IRExpr_Load(Iend_LE, Ity_I64, slot));
   IRExpr *miss = tmp(sb, Ity_I1, IRExpr_Binop(Iop_CmpNE64, mru, u64(line)));
   add_call(sb, "on_fetch", on_fetch, 1, mkIRExprVec_1(mkIRExpr_HWord(a)), miss);
}

static void add_data(IRSB *sb, IRExpr *addr, Int size, Bool is_write)
{
   IRExpr *miss = needs_simulation(sb, &d1, addr, size);
   if (is_write) add_call(sb, "on_write", on_write, 2, mkIRExprVec_2(addr, mkIRExpr_HWord(size)), miss);
   else add_call(sb, "on_read", on_read, 2, mkIRExprVec_2(addr, mkIRExpr_HWord(size)), miss);
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
      IRExpr **args = mkIRExprVec_2(addr, mkIRExpr_HWord(size));
      if (kind == Ifx_Read) add_call(sb, "on_guarded_read", on_guarded_read, 2, args, guard);
      else add_call(sb, "on_guarded_write", on_guarded_write, 2, args, guard);
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
static void close_run(Run *run)
{
   run->addrs = copy("effgrind.addrs", pending, sizeof(Addr) * run->n);
   run->next = runs;
   runs = run;
}

static IRSB *eg_instrument(VgCallbackClosure *closure, IRSB *in, const VexGuestLayout *layout,
                           const VexGuestExtents *vge, const VexArchInfo *arch, IRType gWordTy,
                           IRType hWordTy)
{
   (void)closure; (void)layout; (void)vge; (void)arch; (void)hWordTy;
   tl_assert(gWordTy == Ity_I64);
   if (!active) return in;

   IRSB *out = deepCopyIRSBExceptStmts(in);
   Int i = 0;
   for (; i < in->stmts_used && in->stmts[i]->tag != Ist_IMark; i++)
      addStmtToIRSB(out, in->stmts[i]);

   Addr pc = 0, next_pc = 0;
   UWord last_line = ~(UWord)0;
   Run *run = NULL;
   for (; i < in->stmts_used; i++) {
      IRStmt *st = in->stmts[i];
      if (!st) continue;
      switch (st->tag) {
      case Ist_IMark: {
         pc = st->Ist.IMark.addr;
         next_pc = pc + st->Ist.IMark.len;
         addStmtToIRSB(out, st);
         if (run == NULL) run = open_run(out);
         tl_assert(run->n < MAX_RUN);  /* a superblock holds at most a few hundred */
         pending[run->n++] = pc;
         UWord first = pc >> i1.line_bits, last = (next_pc - 1) >> i1.line_bits;
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
         add_access(out, &run, Ifx_Write, st->Ist.Store.addr, sizeofIRType(ty), NULL);
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
         if (run) { close_run(run); run = NULL; }
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
   if (run) close_run(run);

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
   /* Translations made in the other state must go; the next execution retranslates. */
   VG_(discard_translations_safely)((Addr)0x1000, ~(SizeT)0xfff, "effgrind");
}

static void freeze(void)
{
   for (Run *r = runs; r; r = r->next) r->frozen_count = r->count;
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
   cache_init(&i1, clo_i1);
   cache_init(&d1, clo_d1);
   cache_init(&ll, clo_ll);
   pht_mask = (1UL << clo_bp_table_bits) - 1;
   history_mask = (1UL << clo_bp_history_bits) - 1;
   pht = VG_(malloc)("effgrind.pht", pht_mask + 1);
   VG_(memset)(pht, 1, pht_mask + 1);
   btb_mask = (1UL << clo_btb_bits) - 1;
   btb = VG_(calloc)("effgrind.btb", btb_mask + 1, sizeof(Addr));
   ras = VG_(calloc)("effgrind.ras", clo_ras_entries, sizeof(Addr));
   active = clo_instr_atstart;
   main_pid = VG_(getpid)();
}

typedef struct { VgHashNode node; ULong count; } InstrCount;

static void eg_fini(Int exitcode)
{
   (void)exitcode;
   if (VG_(getpid)() != main_pid) return;
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
      for (UInt k = 0; k < r->n; k++) {
         InstrCount *ic = VG_(HT_lookup)(per_instr, r->addrs[k]);
         if (!ic) {
            ic = VG_(malloc)("effgrind.count", sizeof(InstrCount));
            ic->node.key = r->addrs[k];
            ic->count = 0;
            VG_(HT_add_node)(per_instr, ic);
         }
         ic->count += count;
      }
   }
   HChar *path = VG_(expand_file_name)("--effgrind-out-file", clo_out_file);
   VgFile *fp = VG_(fopen)(path, VKI_O_CREAT | VKI_O_TRUNC | VKI_O_WRONLY, VKI_S_IRUSR | VKI_S_IWUSR);
   if (!fp) {
      VG_(umsg)("effgrind: cannot write %s\n", path);
      return;
   }
   VG_(fprintf)(fp, "effgrind %d\nevents:", FORMAT_VERSION);
   for (Int e = 0; e < N_EVENTS; e++) VG_(fprintf)(fp, " %s", event_names[e]);
   VG_(fprintf)(fp, "\ntotals:");
   for (Int e = 0; e < N_EVENTS; e++) VG_(fprintf)(fp, " %llu", totals[e]);
   VG_(fprintf)(fp, "\n");
   VG_(HT_ResetIter)(per_instr);
   for (InstrCount *ic; (ic = VG_(HT_Next)(per_instr)) != NULL;)
      VG_(fprintf)(fp, "%lx %llu\n", ic->node.key, ic->count);
   VG_(fclose)(fp);
}

static void eg_pre_clo_init(void)
{
   VG_(details_name)("effgrind");
   VG_(details_version)("1");
   VG_(details_description)("instruction counts, cache and branch models for sim_runner");
   VG_(details_copyright_author)("effbench authors");
   VG_(details_bug_reports_to)("the effbench project");
   VG_(details_avg_translation_sizeB)(400);
   VG_(basic_tool_funcs)(eg_post_clo_init, eg_instrument, eg_fini);
   VG_(needs_command_line_options)(eg_process_cmd_line_option, eg_print_usage, eg_print_debug_usage);
   VG_(needs_client_requests)(eg_handle_client_request);
}

VG_DETERMINE_INTERFACE_VERSION(eg_pre_clo_init)
