package sweep

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
)

const knownReplayHeader = `# Recorded function calls whose replay through Punch does not give Puppet's result or error yet:
# one per line, "call-id [cause] fn: first difference" (the id is in TestFunctionReplay's output).
# TestFunctionReplay fails on a mismatch missing here AND on a call listed here that matches, so
# this list only shrinks. KNOWN_REPLAY_MISMATCHES is the list of the replay as Punch runs (Go ports
# of module functions on), KNOWN_REPLAY_MISMATCHES.interpreter of the replay with the ports off.
# Regenerate entries with
# go test ./compiler/golden/sweep -run TestFunctionReplay -sweep.record-known (read the diff).
`

// contextual are the functions of Puppet and stdlib whose outcome depends on where they are
// called (the calling scope's variables, module or class, or what the catalog holds so far) or
// that change the catalog, as their documentation says: a call replayed in the top scope of a
// fresh compile does not have that context, so comparing it would compare the contexts, not the
// functions. The class sweep makes these calls in their real context.
var contextual = map[string]string{
	"assert_private":   "checks the calling class's module",
	"contain":          "declares classes",
	"create_resources": "declares resources",
	"defined":          "reads the catalog and the calling scope",
	// Puppet.deprecation_warning gives the warning's Log the first time a key is warned in a
	// compile and nil after: the recorded null answers are calls made after an earlier one.
	"deprecation":         "warns once per compile and key (its answer depends on the calls before it)",
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

// replayable says whether a recorded call can be replayed faithfully on its own, out of the
// compile that made it, and why not.
func replayable(c *Call) (bool, string) {
	r := &c.Rec
	switch {
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

// callerModule is the module whose code made a call, as eval.FunctionCall.Caller wants it:
// the module of the Puppet code (manifest, function, EPP template) or of the Ruby function that
// called; "" for the environment's own code and for ERB templates, whose calls Puppet resolves
// from the environment (Runtime3Support#external_call_function).
func callerModule(c *Call, modulesDir string) string {
	file := c.Rec.File
	if c.Rec.Via == "ruby" {
		file = c.Rec.RbFile
	}
	rel, err := filepath.Rel(modulesDir, file)
	if err != nil || file == "" || strings.HasPrefix(rel, "..") {
		return ""
	}
	parts := strings.SplitN(filepath.ToSlash(rel), "/", 3)
	if len(parts) < 3 || (c.Rec.Via == "ruby" && parts[1] == "templates") {
		return ""
	}
	return parts[0]
}

// replayCall is a recorded call decoded for eval.CallFunction.
type replayCall struct {
	call *Call
	fc   eval.FunctionCall
}

// newReplayCall decodes a recorded call's arguments, or says why it cannot.
func newReplayCall(c *Call, modulesDir string, resolve func(string) (values.Type, bool)) (*replayCall, error) {
	d, err := ParseData(c.Rec.Args)
	if err != nil {
		return nil, err
	}
	v, err := Decode(d, resolve)
	if err != nil {
		return nil, err
	}
	args, ok := v.([]values.Value)
	if !ok {
		return nil, fmt.Errorf("the arguments are not a list")
	}
	fc := eval.FunctionCall{Name: c.Rec.Fn, Args: args, Caller: callerModule(c, modulesDir), Function3x: c.Rec.API == "3x"}
	if fc.Function3x {
		// scope.function_NAME([args]): the recorded arguments are the one list given.
		if len(args) != 1 {
			return nil, fmt.Errorf("a 3.x call has %d argument lists", len(args))
		}
		if fc.Args, ok = args[0].([]values.Value); !ok {
			return nil, fmt.Errorf("a 3.x call's arguments are not a list")
		}
	}
	if c.Rec.Block != nil {
		fc.Lambda = c.Rec.Block.Source
	}
	return &replayCall{call: c, fc: fc}, nil
}

// outcome is what one replayed call gave: a value or an error.
type outcome struct {
	value values.Value
	err   string
}

// replay calls each function through eval.CallFunction, in parallel over the shared
// environment, each call in the top scope of a compile of the recording's node.
func replay(e *sweepEnv, calls []*replayCall, noPorts bool) map[*Call]outcome {
	out := make(map[*Call]outcome, len(calls))
	var mu sync.Mutex
	work := make(chan *replayCall)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for rc := range work {
				ctx, cancel := context.WithTimeout(context.Background(), compileTimeout)
				in := e.snap.NewInstance(environments.LoaderOptions{}, time.Time{})
				v, err := eval.CallFunction(ctx, &eval.Request{
					Node:            e.meta.Node,
					Facts:           e.facts,
					Environment:     e.snap.Name(),
					ServerFacts:     serverFacts,
					Loader:          in.Loader,
					Data:            in.Data,
					Settings:        in,
					StrictVariables: e.st.StrictVariables,
					NoFunctionPorts: noPorts,
				}, rc.fc)
				cancel()
				o := outcome{value: v}
				if err != nil {
					o = outcome{err: err.Error()}
				}
				mu.Lock()
				out[rc.call] = o
				mu.Unlock()
			}
		}()
	}
	for _, rc := range calls {
		work <- rc
	}
	close(work)
	wg.Wait()
	return out
}

var locationRE = regexp.MustCompile(` ?\((file: [^)]*|line: [^)]*)\)| on node \S+`)

// compareCall compares a replayed call's outcome with the recorded one: the same value (Equal:
// strictly, as data), or the same error message, locations left out (a lambda's code is
// replayed from its source text, not from the recorded call's file).
func compareCall(c *Call, o outcome) []string {
	r := &c.Rec
	switch {
	case r.Error != nil && o.err == "":
		return []string{fmt.Sprintf("Punch returned %s where Puppet raised %s: %s", Show(Encode(o.value), 200), r.Error.Class, r.Error.Message)}
	case r.Error != nil:
		if unlocated(o.err) == unlocated(r.Error.Message) {
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

func unlocated(msg string) string { return strings.TrimSpace(locationRE.ReplaceAllString(msg, "")) }

// Causes of a replay mismatch.
func replayCause(problems []string) string {
	p := problems[0]
	switch {
	case strings.Contains(p, "Unknown function"):
		return causeUnknownFunction
	case cause(problems) == causeRuby:
		return causeRuby
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
// Puppet 7.23 made while compiling the module sweep's classes) through Punch's entry point for it,
// eval.CallFunction (the function called by name, from the calling code's module, in the top
// scope of a compile of the recording's node; 3.x calls from Ruby as scope.function_NAME), and
// compares the result or error. Calls that cannot be replayed faithfully out of their context
// are counted by reason (replayable), not compared.
//
//   - ports: as Punch runs today, module functions with a Go port checked against their file
//     run as that port;
//   - interpreter: every module function runs in the Ruby runtime (Request.NoFunctionPorts).
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
	var todo []*replayCall
	for i := range calls {
		c := &calls[i]
		ok, why := replayable(c)
		if ok {
			rc, err := newReplayCall(c, e.meta.ModulesDir, resolve)
			if err != nil {
				ok, why = false, "an argument Punch cannot hold: "+firstLine(err.Error())
			} else {
				todo = append(todo, rc)
			}
		}
		if !ok {
			skipped[why]++
		}
	}
	var whys []string
	for why, n := range skipped {
		whys = append(whys, fmt.Sprintf("%5d  %s", n, why))
	}
	sort.Sort(sort.Reverse(sort.StringSlice(whys)))
	t.Logf("not replayed (%d of %d distinct calls):\n  %s", len(calls)-len(todo), len(calls), strings.Join(whys, "\n  "))
	fnOf := map[string]string{}
	for _, rc := range todo {
		fnOf[rc.call.ID] = rc.call.Rec.Fn
	}
	for _, mode := range []struct {
		name, known string
		noPorts     bool
	}{
		{"ports", "KNOWN_REPLAY_MISMATCHES", false},
		{"interpreter", "KNOWN_REPLAY_MISMATCHES.interpreter", true},
	} {
		t.Run(mode.name, func(t *testing.T) {
			start := time.Now()
			out := replay(e, todo, mode.noPorts)
			res := newResults()
			for _, rc := range todo {
				res.add(rc.call.ID, compareCall(rc.call, out[rc.call]))
			}
			t.Logf("replayed %d distinct calls in %v", len(todo), time.Since(start).Round(time.Millisecond))
			checkKnown(t, mode.known, knownReplayHeader, res, true, func(id string, problems []string) string {
				r := reasonWith(replayCause(problems), problems)
				i := strings.Index(r, "] ")
				return r[:i+2] + fnOf[id] + ": " + r[i+2:]
			})
		})
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
