package eval_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/util/memwatch"
	"github.com/punch-dev/punch/compiler/values"
)

// The hostile manifests of QA-ROBUST-1's R1 (each a fatal "out of memory"
// of the Go runtime before the bounds: punch serve died on the first
// catalog), and the values that grow through many small steps. Each runs
// in a child process whose address space is limited (RLIMIT_AS): a
// regression is the child's fatal error, reported here as a failure,
// instead of the death of the test binary. The bounds are small in the
// child (max_value_size 16 MiB, the memory watch at 128 MiB), so each case
// ends in seconds; what it must end with is the limit's error, located.
var boundCases = []struct {
	name, site string
	want       []string
	// files are more of the environment's files (module Ruby).
	files map[string]string
}{
	{"strdouble", "$s = Integer[1,40].reduce('x') |$m, $i| { \"${m}${m}\" }\nnotice(length($s))\n",
		[]string{"Error while evaluating a Double Quoted String, a String of 33554432 bytes would be larger than 16777216 bytes", "(max_value_size)", "line: 1, column: 43"}, nil},
	{"arrdouble", "$a = Integer[1,40].reduce([1]) |$m, $i| { $m + $m }\nnotice(length($a))\n",
		[]string{"an Array of 2097152 elements (33554432 bytes) would be larger than 16777216 bytes", "line: 1, column: 46"}, nil},
	{"hashgrow", "$h = Integer[1,40].reduce({}) |$m, $i| { $m + { \"k${i}\" => $m } }\nnotice(length(String($h)))\n",
		[]string{"Error while evaluating a Function Call, the type inferred for a value (each element visited) would be larger than 16777216 bytes", "line: 2, column: 15"}, nil},
	{"regsubstG", "$s = join(Integer[1,1000000].map |$x| { 'a' }, '')\nnotice(length(regsubst($s, '', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 'G')))\n",
		[]string{"Error while evaluating a Function Call, the 1000001 matches held for the substitution (128000128 bytes) would be larger than 16777216 bytes", "line: 2, column: 15"}, nil},
	{"regsubstlong", "$s = join(Integer[1,20000].map |$x| { 'a' }, '')\n$r = join(Integer[1,1000].map |$x| { 'b' }, '')\nnotice(length(regsubst($s, '', $r, 'G')))\n",
		[]string{"Error while evaluating a Function Call, a String of", "would be larger than 16777216 bytes", "line: 3, column: 15"}, nil},
	{"interpolated", "$a = Integer[1,40].reduce([1]) |$m, $i| { [$m, $m] }\nnotice(\"${a}\")\n",
		[]string{"a String of more than 16777216 bytes would be larger than 16777216 bytes", "line: 2"}, nil},
	{"dagparam", "$a = Integer[1,40].reduce([1]) |$m, $i| { [$m, $m] }\nnotify { 'x': message => $a }\n",
		[]string{"Error while evaluating a '=>' expression, the value of attribute message, written out, would be larger than 16777216 bytes", "line: 2, column: 15"}, nil},
	{"manyres", "Integer[1,2000000].each |$i| { notify { \"n${i}\": } }\n",
		[]string{"above max_memory (134217728 bytes)", "it was stopped before the process ran out of memory", "line: 1"}, nil},
	{"bigmessages", "$big = join(Integer[1,65536].map |$x| { 'a' }, '')\nInteger[1,1000000].each |$i| { notify { \"n${i}\": message => \"${big}${i}\" } }\n",
		[]string{"above max_memory (134217728 bytes)", "line: 2"}, nil},
	// ROBUST-3: the deep walks (values.Walk), over a value nested 20,000
	// levels deep and one holding the same Array twice at each of 40
	// levels (2^40 elements walked as a tree).
	{"deepeq", deep + "$e = Integer[1,20000].reduce([1]) |$m, $i| { [$m] }\nnotice($d == $e)\n",
		[]string{"Evaluation Error: a comparison of two values (each element visited) would go more than 10000 levels deep", "line: 3, column: 11"}, nil},
	{"dageq", dag + "$b = Integer[1,40].reduce([1]) |$m, $i| { [$m, $m] }\nnotice($a != $b)\n",
		[]string{"a comparison of two values (each element visited) would be larger than 16777216 bytes", "line: 3"}, nil},
	{"dagin", dag + "$b = Integer[1,40].reduce([1]) |$m, $i| { [$m, $m] }\nnotice($a in [$b])\n",
		[]string{"a comparison of two values (each element visited) would be larger than 16777216 bytes", "line: 3"}, nil},
	{"dagcase", dag + "$b = Integer[1,40].reduce([1]) |$m, $i| { [$m, $m] }\ncase $a { $b: { notice(x) } default: {} }\n",
		[]string{"a comparison of two values (each element visited) would be larger than 16777216 bytes", "line: 3"}, nil},
	{"dagflatten", dag + "notice(length(flatten($a)))\n",
		[]string{"Error while evaluating a Function Call, the flattening of an Array (each element visited) would be larger than 16777216 bytes", "line: 2, column: 15"}, nil},
	{"deepflatten", deep + "notice(length(flatten($d)))\n",
		[]string{"Error while evaluating a Function Call, the flattening of an Array (each element visited) would go more than 10000 levels deep", "line: 2, column: 15"}, nil},
	{"deeptext", deep + "notice(\"${d}\")\n",
		[]string{"the text of a value would go more than 10000 levels deep", "line: 2"}, nil},
	{"deeptype", deep + "notice(type($d) =~ Type)\n",
		[]string{"Error while evaluating a Function Call, the type inferred for a value (each element visited) would go more than 10000 levels deep", "line: 2"}, nil},
	{"deepparam", deep + "notify { 'x': message => $d }\n",
		[]string{"Error while evaluating a '=>' expression, the value of attribute message, written out would go more than 10000 levels deep", "line: 2, column: 15"}, nil},
	{"deepruby", deep + "notice(m::size($d))\n",
		[]string{"Error while evaluating a Function Call, the Ruby copy of a Puppet value (each element visited) would go more than 10000 levels deep", "line: 2, column: 8"}, rubySize},
	// ROBUST-4: a collection used as a hash key is a counted walk too
	{"dagkey", dag + "$h = { 'x' => 1, $a => 2 }\nnotice(length($h))\n",
		[]string{"Evaluation Error: Error while evaluating a Hash Expression, the key of a Hash (each element visited) would be larger than 16777216 bytes", "line: 2, column: 6"}, nil},
	{"deepkey", deep + "$h = { $d => 2 }\nnotice(length($h))\n",
		[]string{"Evaluation Error: Error while evaluating a Hash Expression, the key of a Hash (each element visited) would go more than 10000 levels deep", "line: 2, column: 6"}, nil},
	{"dagkeyunique", dag + "notice(length(unique([$a, $a])))\n",
		[]string{"Error while evaluating a Function Call, the key of a Hash (each element visited) would be larger than 16777216 bytes", "line: 2"}, nil},
	{"deeprubyback", "notice(m::deep(20000))\n",
		[]string{"Error while evaluating a Function Call, the Puppet copy of a Ruby value (each element visited) would go more than 10000 levels deep", "line: 1, column: 8"}, rubySize},
	// ROBUST-4: the Ruby value holding the same Array at each level stays
	// shared in Puppet (the same Ruby object in Puppet): the function
	// returns it, and its text is what is too large
	{"dagrubyback", "$a = m::dag(40)\nnotice(length($a))\nnotice(\"${a}\")\n",
		[]string{"a String of more than 16777216 bytes would be larger than 16777216 bytes", "line: 3"}, rubySize},
}

// The hostile values of the walks' cases: $d nested 20,000 levels deep,
// $a the same Array twice at each of 40 levels.
const (
	deep = "$d = Integer[1,20000].reduce([1]) |$m, $i| { [$m] }\n"
	dag  = "$a = Integer[1,40].reduce([1]) |$m, $i| { [$m, $m] }\n"
)

// rubySize is module Ruby given a hostile value, or making one. (A value
// holding the same Array at each level stays shared in Ruby and back in
// Puppet, as in Puppet, where it is the same Ruby object.)
var rubySize = map[string]string{
	"modules/m/lib/puppet/functions/m/size.rb": "Puppet::Functions.create_function(:'m::size') do\n  def size(a)\n    a.size\n  end\nend\n",
	"modules/m/lib/puppet/functions/m/deep.rb": "Puppet::Functions.create_function(:'m::deep') do\n  def deep(n)\n    a = [1]\n    n.times { a = [a] }\n    a\n  end\nend\n",
	"modules/m/lib/puppet/functions/m/dag.rb":  "Puppet::Functions.create_function(:'m::dag') do\n  def dag(n)\n    a = [1]\n    n.times { a = [a, a] }\n    a\n  end\nend\n",
}

// TestBoundedValues runs each case in a child process (TestBoundedValuesChild).
func TestBoundedValues(t *testing.T) {
	if testing.Short() {
		t.Skip("child processes of several seconds each")
	}
	for _, cs := range boundCases {
		t.Run(cs.name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run", "^TestBoundedValuesChild$", "-test.v")
			cmd.Env = append(os.Environ(), "PUNCH_BOUND_CASE="+cs.name)
			// the child dies with the test, whatever ends it
			cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
			out, err := cmd.CombinedOutput()
			text := string(out)
			if strings.Contains(text, "fatal error") || !strings.Contains(text, "CHILD-DONE") {
				t.Fatalf("the child did not finish (%v): %s", err, tail(text, 3000))
			}
			for _, w := range cs.want {
				if !strings.Contains(text, w) {
					t.Errorf("the error does not say %q:\n%s", w, tail(text, 3000))
				}
			}
		})
	}
}

// TestBoundedValuesChild is the child of TestBoundedValues: it does nothing
// unless PUNCH_BOUND_CASE names a case.
func TestBoundedValuesChild(t *testing.T) {
	name := os.Getenv("PUNCH_BOUND_CASE")
	if name == "" {
		t.Skip("run by TestBoundedValues")
	}
	// 3 GB of address space: the Go runtime reserves about as much again
	// as its heap; without the bounds every case passes it.
	lim := syscall.Rlimit{Cur: 3 << 30, Max: 3 << 30}
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, &lim); err != nil {
		t.Fatal(err)
	}
	values.SetMaxValueSize(16 << 20)
	memwatch.Default().SetLimit(128<<20, "max_memory")
	for _, cs := range boundCases {
		if cs.name != name {
			continue
		}
		files := map[string]string{"manifests/site.pp": cs.site}
		for k, v := range cs.files {
			files[k] = v
		}
		l := env(t, files)
		req := &eval.Request{Node: "web01.example.com", Facts: facts(), Environment: "production", Loader: l}
		_, _, err := eval.Compile(context.Background(), req)
		fmt.Printf("error: %v\nCHILD-DONE\n", err)
		return
	}
	t.Fatalf("no case %s", name)
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}
