package sweep

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/golden"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/settings"
	"github.com/punch-dev/punch/parser"
)

const knownReplayHeader = `# Recorded function calls whose replay through Punch does not give Puppet's result or error yet:
# one per line, "call-id [cause] fn: first difference" (the id is in TestFunctionReplay's output).
# TestFunctionReplay fails on a mismatch missing here AND on a call listed here that matches, so
# this list only shrinks. Regenerate entries with
# go test ./compiler/golden/sweep -run TestFunctionReplay -sweep.record-known (read the diff).
`

// contextual are Puppet's own functions whose outcome depends on where they are called (the
// calling scope's variables, module or class, or what the catalog holds so far) or that change
// the catalog: a call replayed in a fresh top scope does not have that context, so comparing
// it would compare the contexts, not the functions.
var contextual = map[string]string{
	"assert_private":      "checks the calling class's module",
	"contain":             "declares classes",
	"create_resources":    "declares resources",
	"defined":             "reads the catalog and the calling scope",
	"defined_with_params": "reads the catalog",
	"ensure_packages":     "declares resources",
	"ensure_resource":     "declares resources",
	"ensure_resources":    "declares resources",
	"epp":                 "templates see the calling scope",
	"getparam":            "reads the catalog",
	"getvar":              "reads the calling scope",
	"include":             "declares classes",
	"inline_epp":          "templates see the calling scope",
	"inline_template":     "templates see the calling scope",
	"realize":             "realizes virtual resources",
	"require":             "declares classes and relationships",
	"tag":                 "tags the calling scope",
	"tagged":              "reads the calling scope's tags",
	"template":            "templates see the calling scope",
}

// replayable says whether a recorded call can be replayed faithfully as a call in a manifest of
// its own, and why not.
func replayable(c *Call) (bool, string) {
	r := &c.Rec
	switch {
	case r.API == "3x":
		return false, "3.x calling convention (scope.function_NAME from Ruby): waits for FNBRIDGE's entry point"
	case r.Via == "lookup":
		return false, "called by lookup with its context: not a language call"
	case !functionNameRE.MatchString(r.Fn):
		return false, "internal function (called by Puppet itself, not by name)"
	case r.Jump:
		return false, "ended by next/break/return: the jump belongs to the caller"
	case contextual[r.Fn] != "":
		return false, "contextual: " + contextual[r.Fn]
	case r.OK != nil && strings.Contains(string(r.OK), `"`+opaqueKey+`"`):
		// A statement function's Ruby return value (stdlib's deprecation returns a
		// Puppet::Util::Log): the language never sees a Puppet value there.
		return false, "Puppet returned a Ruby object that is not a Puppet value"
	}
	if r.Block != nil {
		if strings.HasSuffix(r.Block.File, ".epp") || strings.HasSuffix(r.Block.File, ".erb") {
			return false, "the lambda is part of a template"
		}
		if free := freeVariables(r.Block.Source); len(free) > 0 {
			return false, "the lambda uses variables of its scope ($" + strings.Join(free, ", $") + ")"
		}
	}
	return true, ""
}

var (
	functionNameRE = regexp.MustCompile(`^[a-z][a-z0-9_]*(::[a-z][a-z0-9_]*)*$`)
	variableRE     = regexp.MustCompile(`\$\{?(::)?([a-z_][a-zA-Z0-9_]*(?:::[a-z_][a-zA-Z0-9_]*)*)`)
	paramsRE       = regexp.MustCompile(`^\s*\|([^|]*)\|`)
	assignedRE     = regexp.MustCompile(`\$([a-z_][a-zA-Z0-9_]*)\s*=[^=~>]`)
)

// freeVariables lists the variables a lambda's source refers to that are neither its parameters
// nor assigned in it, nor the node-level ones a replay has as well ($facts, $trusted,
// $server_facts): a conservative reading of the text (a '$x' in a string counts too).
func freeVariables(src string) []string {
	bound := map[string]bool{"facts": true, "trusted": true, "server_facts": true}
	if m := paramsRE.FindStringSubmatch(src); m != nil {
		for _, v := range variableRE.FindAllStringSubmatch(m[1], -1) {
			bound[v[2]] = true
		}
	}
	for _, m := range assignedRE.FindAllStringSubmatch(src, -1) {
		bound[m[1]] = true
	}
	seen := map[string]bool{}
	var free []string
	for _, m := range variableRE.FindAllStringSubmatch(src, -1) {
		if !bound[m[2]] && !seen[m[2]] {
			seen[m[2]] = true
			free = append(free, m[2])
		}
	}
	sort.Strings(free)
	return free
}

// replayCall is a call ready to be replayed: its expression in Puppet source.
type replayCall struct {
	call *Call
	expr string
}

// callSource writes a recorded call as a Puppet call expression, or says why it cannot.
func callSource(c *Call, resolve func(string) (values.Type, bool)) (string, error) {
	d, err := ParseData(c.Rec.Args)
	if err != nil {
		return "", err
	}
	v, err := Decode(d, resolve)
	if err != nil {
		return "", err
	}
	args, ok := v.([]values.Value)
	if !ok {
		return "", fmt.Errorf("the arguments are not a list")
	}
	var b strings.Builder
	b.WriteString(c.Rec.Fn)
	b.WriteByte('(')
	for i, a := range args {
		if i > 0 {
			b.WriteString(", ")
		}
		lit, err := Literal(a)
		if err != nil {
			return "", err
		}
		b.WriteString(lit)
	}
	b.WriteByte(')')
	if c.Rec.Block != nil {
		b.WriteByte(' ')
		b.WriteString(c.Rec.Block.Source)
	}
	return b.String(), nil
}

// replayer replays calls in an environment laid out as the sweep's, for the recording's node
// and facts: each call is the body of a class of its own in one manifest,
//
//	class sweep_replay_N { $v = fn(args) }
//
// and a compile declares some of those classes (as an ENC would) and reads each $v back exactly
// (values, not catalog data) through Request.Finished. The environment is loaded once.
type replayer struct {
	e    *sweepEnv
	st   *settings.Settings
	snap *environments.Snapshot
	// layout is the environment's layout, whose paths are taken out of error messages.
	layout *golden.Layout
	// class is the class of each call.
	class map[*Call]string
}

func newReplayer(e *sweepEnv, calls []replayCall) (*replayer, error) {
	root := filepath.Join(e.root, "replay")
	r := &replayer{e: e, class: map[*Call]string{}}
	var src strings.Builder
	for i, c := range calls {
		name := fmt.Sprintf("sweep_replay_%d", i)
		r.class[c.call] = name
		fmt.Fprintf(&src, "class %s {\n  $v = %s\n}\n", name, c.expr)
	}
	st, reg, l, err := newRegistry(root, e.meta.ModulesDir)
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(l.Production, "manifests", "replay.pp"), []byte(src.String()), 0o644); err != nil {
		return nil, err
	}
	r.st, r.layout = st, l
	if r.snap, err = reg.Get("production"); err != nil {
		return nil, err
	}
	return r, nil
}

// outcome is what one replayed call gave: a value or the compile's error.
type outcome struct {
	value values.Value
	err   string
}

// run replays calls together; a compile that fails is split until each failing call is alone,
// so one failing call does not hide the results of the others.
func (r *replayer) run(ctx context.Context, calls []replayCall, out map[*Call]outcome) {
	if len(calls) == 0 {
		return
	}
	classes := make([]compiler.NodeClass, len(calls))
	for i, c := range calls {
		classes[i] = compiler.NodeClass{Name: r.class[c.call]}
	}
	got := make([]values.Value, len(calls))
	ctx, cancel := context.WithTimeout(ctx, compileTimeout)
	defer cancel()
	_, err := compiler.Compile(ctx, &compiler.Request{
		Node:            r.e.meta.Node,
		Facts:           r.e.facts,
		Environment:     r.snap.Name(),
		Classes:         classes,
		ServerFacts:     serverFacts,
		Loader:          r.snap.NewLoader(environments.LoaderOptions{}),
		StrictVariables: r.st.StrictVariables,
		Log:             func(compiler.Message) {},
		Finished: func(top func(string) (values.Value, bool)) error {
			for i, c := range classes {
				got[i], _ = top(c.Name + "::v")
			}
			return nil
		},
	})
	if err == nil {
		for i, c := range calls {
			out[c.call] = outcome{value: got[i]}
		}
		return
	}
	if len(calls) == 1 {
		out[calls[0].call] = outcome{err: golden.StripPaths(err.Error(), r.layout)}
		return
	}
	half := len(calls) / 2
	r.run(ctx, calls[:half], out)
	r.run(ctx, calls[half:], out)
}

var locationRE = regexp.MustCompile(` ?\((file: [^)]*|line: [^)]*)\)| on node \S+`)

// compareCall compares a replayed call's outcome with the recorded one: the same value (Equal:
// strictly, as data), or a failure whose message contains Puppet's (locations left out: the
// replay's manifest is not the recorded call's file).
func compareCall(c *Call, o outcome) []string {
	r := &c.Rec
	switch {
	case r.Error != nil && o.err == "":
		return []string{fmt.Sprintf("Punch returned %s where Puppet raised %s: %s", Show(Encode(o.value), 200), r.Error.Class, r.Error.Message)}
	case r.Error != nil:
		want := strings.TrimSpace(locationRE.ReplaceAllString(r.Error.Message, ""))
		if strings.Contains(locationRE.ReplaceAllString(o.err, ""), want) {
			return nil
		}
		return []string{fmt.Sprintf("errors differ:\n    Puppet: %s\n    Punch:  %s", r.Error.Message, o.err)}
	case o.err != "":
		return []string{"Punch failed where Puppet returned " + string(r.OK) + ": " + o.err}
	}
	want, err := ParseData(r.OK)
	if err != nil {
		return []string{"the recorded result does not parse: " + err.Error()}
	}
	got := Encode(o.value)
	if Equal(want, got) {
		return nil
	}
	return []string{fmt.Sprintf("results differ:\n    Puppet: %s\n    Punch:  %s", Show(want, 300), Show(got, 300))}
}

// Causes of a replay mismatch.
func replayCause(problems []string) string {
	p := problems[0]
	switch {
	case strings.Contains(p, "Unknown function"):
		return causeUnknownFunction
	case strings.HasPrefix(p, "Punch failed where"):
		return "Punch fails, Puppet returns"
	case strings.HasPrefix(p, "Punch returned"):
		return "Punch returns, Puppet raises"
	case strings.HasPrefix(p, "errors differ"):
		return causeErrorDiffers
	}
	return "different result"
}

// TestFunctionReplay replays every recorded function call (testdata/calls.jsonl.gz: each call
// Puppet 7.23 made while compiling the module sweep's classes) through Punch and compares the
// result or error. Until FNBRIDGE's entry point (a function called by name in an environment)
// exists, a call is replayed as `$v = fn(args) [lambda]` in a class compiled for the recording's
// node and facts in the sweep environment, and $v is read back (replayer); calls
// that cannot be replayed faithfully that way are counted by reason (replayable), not compared.
func TestFunctionReplay(t *testing.T) {
	e := openEnv(t)
	calls, err := ReadCalls(testdata)
	if err != nil {
		t.Fatal(err)
	}
	resolve, err := eval.TypeResolver(context.Background(), &eval.Request{Node: e.meta.Node, Environment: e.snap.Name(),
		Loader: e.snap.NewLoader(environments.LoaderOptions{})})
	if err != nil {
		t.Fatal(err)
	}
	skipped := map[string]int{}
	var todo []replayCall
	for i := range calls {
		c := &calls[i]
		ok, why := replayable(c)
		if ok {
			expr, err := callSource(c, resolve)
			if err == nil {
				// One call that does not parse would fail the manifest of every call.
				_, err = parser.Parse("replay.pp", []byte("$v = "+expr+"\n"))
			}
			if err != nil {
				ok, why = false, "no Puppet source for the call: "+firstLine(err.Error())
			} else {
				todo = append(todo, replayCall{call: c, expr: expr})
			}
		}
		if !ok {
			skipped[why]++
		}
	}
	start := time.Now()
	out := map[*Call]outcome{}
	r, err := newReplayer(e, todo)
	if err != nil {
		t.Fatal(err)
	}
	// Calls Puppet answered with an error are replayed alone; the others in batches.
	const batch = 200
	var alone, together []replayCall
	for _, rc := range todo {
		if rc.call.Rec.Error != nil {
			alone = append(alone, rc)
		} else {
			together = append(together, rc)
		}
	}
	for _, rc := range alone {
		r.run(context.Background(), []replayCall{rc}, out)
	}
	for i := 0; i < len(together); i += batch {
		r.run(context.Background(), together[i:min(i+batch, len(together))], out)
	}
	res := newResults()
	for _, rc := range todo {
		res.add(rc.call.ID, compareCall(rc.call, out[rc.call]))
	}
	t.Logf("replayed %d of %d distinct calls in %v", len(todo), len(calls), time.Since(start).Round(time.Millisecond))
	var whys []string
	for why, n := range skipped {
		whys = append(whys, fmt.Sprintf("%5d  %s", n, why))
	}
	sort.Sort(sort.Reverse(sort.StringSlice(whys)))
	t.Logf("not replayed (%d calls):\n  %s", len(calls)-len(todo), strings.Join(whys, "\n  "))
	fnOf := map[string]string{}
	for _, rc := range todo {
		fnOf[rc.call.ID] = rc.call.Rec.Fn
	}
	checkKnown(t, "KNOWN_REPLAY_MISMATCHES", knownReplayHeader, res, true, func(id string, problems []string) string {
		r := reasonWith(replayCause(problems), problems)
		i := strings.Index(r, "] ")
		return r[:i+2] + fnOf[id] + ": " + r[i+2:]
	})
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
