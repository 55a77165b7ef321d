package sweep

import (
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// TestCompareOutcomeDetectsDifferences checks the sweep's comparison on a recorded catalog and
// error: Puppet's own outcome passes, a changed one fails.
func TestCompareOutcomeDetectsDifferences(t *testing.T) {
	outcomes, err := ReadOutcomes(testdata)
	if err != nil {
		t.Fatal(err)
	}
	var cat, fail *Outcome
	for i := range outcomes {
		o := &outcomes[i]
		if cat == nil && o.Catalog != nil && strings.Contains(string(o.Catalog), `"parameters":{"`) {
			cat = o
		}
		if fail == nil && o.Error != "" && strings.Contains(o.Error, "line: ") {
			fail = o
		}
	}
	if cat == nil || fail == nil {
		t.Fatal("the recording has no catalog with parameters or no error naming a line")
	}
	if p := compareOutcome(*cat, cat.Catalog, ""); len(p) != 0 {
		t.Errorf("Puppet's own catalog must match: %v", p)
	}
	changed := strings.Replace(string(cat.Catalog), `"parameters":{"`, `"parameters":{"sweep_extra":1,"`, 1)
	if p := compareOutcome(*cat, []byte(changed), ""); len(p) != 1 || !strings.Contains(p[0], "sweep_extra") {
		t.Errorf("an extra parameter must be reported: %v", p)
	}
	if p := compareOutcome(*cat, nil, "Error: boom"); len(p) != 1 || cause(p) != causePunchFails {
		t.Errorf("a failed compile must be reported as such: %v", p)
	}
	if p := compareOutcome(*fail, nil, fail.Error); len(p) != 0 {
		t.Errorf("Puppet's own error must match: %v", p)
	}
	if p := compareOutcome(*fail, nil, strings.Replace(fail.Error, "line: ", "line: 9", 1)); len(p) != 1 {
		t.Errorf("an error naming another line must be reported: %v", p)
	}
	if p := compareOutcome(*fail, cat.Catalog, ""); len(p) != 1 || cause(p) != causePuppetFails {
		t.Errorf("a catalog where Puppet failed must be reported: %v", p)
	}
}

// TestCompareCallDetectsDifferences checks the replay's comparison on recorded calls: Puppet's
// own outcome passes, another value or error fails.
func TestCompareCallDetectsDifferences(t *testing.T) {
	calls, err := ReadCalls(testdata)
	if err != nil {
		t.Fatal(err)
	}
	var ok, fail *Call
	for i := range calls {
		c := &calls[i]
		if ok == nil && c.Rec.API == "4x" && string(c.Rec.OK) == "true" {
			ok = c
		}
		if fail == nil && c.Rec.Error != nil && c.Rec.Fn == "fail" {
			fail = c
		}
	}
	if ok == nil || fail == nil {
		t.Fatal("the recording has no call returning true or no failing fail()")
	}
	if p := compareCall(ok, outcome{value: true}); len(p) != 0 {
		t.Errorf("Puppet's own result must match: %v", p)
	}
	for _, v := range []values.Value{false, "true", nil, []values.Value{true}} {
		if p := compareCall(ok, outcome{value: v}); len(p) != 1 {
			t.Errorf("%#v for true must be reported: %v", v, p)
		}
	}
	if p := compareCall(ok, outcome{err: "Evaluation Error: boom"}); len(p) != 1 {
		t.Errorf("an error for a result must be reported: %v", p)
	}
	if p := compareCall(fail, outcome{err: fail.Rec.Error.Message + " (file: /x/manifests/replay.pp, line: 2, column: 8)"}); len(p) != 0 {
		t.Errorf("Puppet's own error, located elsewhere, must match: %v", p)
	}
	if p := compareCall(fail, outcome{err: "Evaluation Error: Error while evaluating a Function Call, " + fail.Rec.Error.Message}); len(p) != 1 {
		t.Errorf("an error with more words must be reported: %v", p)
	}
	if p := compareCall(fail, outcome{err: "Evaluation Error: something else"}); len(p) != 1 {
		t.Errorf("another error must be reported: %v", p)
	}
	if p := compareCall(fail, outcome{value: nil}); len(p) != 1 {
		t.Errorf("a result for an error must be reported: %v", p)
	}
	// Strict equality: integers are not floats, key order counts.
	a, b := values.NewHash(2), values.NewHash(2)
	a.Put("x", int64(1))
	a.Put("y", int64(2))
	b.Put("y", int64(2))
	b.Put("x", int64(1))
	if Equal(Encode(a), Encode(b)) || Equal(Encode(int64(1)), Encode(1.0)) || !Equal(Encode(a), Encode(a)) {
		t.Error("Equal must tell key order and integers from floats apart")
	}
}
