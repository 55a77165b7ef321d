package sweep

import (
	"context"
	"testing"
	"time"
)

// compileTimeout bounds one class's compile: a hang is a mismatch, never a stuck test run.
const compileTimeout = 2 * time.Minute

const knownMismatchesHeader = `# Classes of the module sweep whose Punch compile does not match Puppet 7.23 yet: one per line,
# "class [cause] first difference". TestModuleSweep fails on a mismatch missing here AND on a
# class listed here that matches, so this list only shrinks. KNOWN_MISMATCHES is the list of the
# run as Punch runs (Go ports of module functions on), KNOWN_MISMATCHES.interpreter of the run with
# the ports off. Regenerate entries with
# go test ./compiler/golden/sweep -run 'TestModuleSweep/(ports|interpreter)$' -sweep.record-known
# (read the diff).
`

// TestModuleSweep compiles every recorded class of the Debian modules (testdata/catalogs.jsonl.gz,
// recorded from Puppet 7.23 by record.sh) with Punch, each as the only class of a node classified
// by an ENC, in one process over one shared environment, and compares with Puppet's catalog or
// error (golden.CompareCatalogs; errors by errorsMatch).
//
//   - ports: as Punch runs today, module functions included (Go ports of their Ruby);
//   - interpreter: the same with the Go ports of module functions switched off
//     (Request.NoFunctionPorts), so module Ruby runs in the interpreter alone.
func TestModuleSweep(t *testing.T) {
	e := openEnv(t)
	outcomes, err := ReadOutcomes(testdata)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("ports", func(t *testing.T) {
		runSweep(t, e, outcomes, "KNOWN_MISMATCHES", false)
	})
	t.Run("interpreter", func(t *testing.T) {
		runSweep(t, e, outcomes, "KNOWN_MISMATCHES.interpreter", true)
	})
}

func runSweep(t *testing.T, e *sweepEnv, outcomes []Outcome, knownFile string, noPorts bool) {
	res := newResults()
	start := time.Now()
	t.Run("classes", func(t *testing.T) {
		for _, o := range outcomes {
			o := o
			t.Run(o.Class, func(t *testing.T) {
				t.Parallel()
				ctx, cancel := context.WithTimeout(context.Background(), compileTimeout)
				defer cancel()
				cat, errText := e.compileClass(ctx, o.Class, noPorts)
				if ctx.Err() != nil {
					res.add(o.Class, []string{"the compile did not finish within " + compileTimeout.String()})
					return
				}
				res.add(o.Class, compareOutcome(o, cat, errText))
			})
		}
	})
	t.Logf("compiled %d classes in %v", len(res.m), time.Since(start).Round(time.Millisecond))
	checkKnown(t, knownFile, knownMismatchesHeader, res, len(res.m) == len(outcomes), reason)
}

// BenchmarkModuleSweep compiles every recorded class once per iteration, one after the other:
// the CPU cost of the sweep (ns/op is one whole sweep).
func BenchmarkModuleSweep(b *testing.B) {
	e := openEnv(b)
	outcomes, err := ReadOutcomes(testdata)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		for _, o := range outcomes {
			e.compileClass(context.Background(), o.Class, false)
		}
	}
}
