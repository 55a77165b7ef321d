package eval_test

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/envtest"
)

const debianModules = "/usr/share/puppet/modules"

// debianEnv is an environment whose modulepath is Debian's modules.
func debianEnv(t testing.TB, site string) *environments.Loader {
	t.Helper()
	if _, err := os.Stat(filepath.Join(debianModules, "stdlib", "metadata.json")); err != nil {
		t.Skip("needs Debian's puppet-module-puppetlabs-stdlib (apt-get install puppet-module-puppetlabs-stdlib)")
	}
	dir := envDir(t, map[string]string{"manifests/site.pp": site})
	return envtest.Loader(t, dir, map[string]string{"basemodulepath": debianModules})
}

// A module function gives the same value whether its Go port or the Ruby
// runtime runs it (the file is Debian's: the port was checked against it).
func TestPortAndRubyAgree(t *testing.T) {
	l := debianEnv(t, "")
	for _, c := range []eval.FunctionCall{
		{Name: "pick", Args: []values.Value{nil, "", "x"}},
		{Name: "stdlib::end_with", Args: []values.Value{"foobar", "bar"}},
		{Name: "to_json_pretty", Args: []values.Value{values.HashFrom("a", int64(1), "b", []values.Value{"x", true})}},
		{Name: "to_yaml", Args: []values.Value{values.HashFrom("a", int64(1), "b", []values.Value{"x"})}},
		{Name: "bool2str", Args: []values.Value{true, "yes", "no"}},
		{Name: "to_bytes", Args: []values.Value{"4 kB"}},
		{Name: "deep_merge", Args: []values.Value{values.HashFrom("a", values.HashFrom("b", int64(1))), values.HashFrom("a", values.HashFrom("c", int64(2)))}},
		{Name: "bool2str", Args: []values.Value{"x"}},
	} {
		var got [2]string
		for i, noPorts := range []bool{false, true} {
			req := &eval.Request{Node: "web01.example.com", Facts: facts(), Environment: "production", Loader: l, NoFunctionPorts: noPorts}
			v, err := eval.CallFunction(context.Background(), req, c)
			if err != nil {
				got[i] = "error: " + err.Error()
			} else {
				got[i] = values.ToString(v)
			}
		}
		if got[0] != got[1] {
			t.Errorf("%s: port gives %q, Ruby %q", c.Name, got[0], got[1])
		}
	}
}

// CallFunction reports what the evaluator would: an unknown function, an
// argument mismatch in Puppet's words, a lambda's result.
func TestCallFunction(t *testing.T) {
	l := env(t, map[string]string{
		"modules/m/lib/puppet/functions/m/twice.rb": `Puppet::Functions.create_function(:'m::twice') do
  dispatch :twice do
    param 'Integer', :n
    block_param 'Callable[1, 1]', :blk
  end
  def twice(n)
    yield(n) * 2
  end
end
`,
	})
	req := &eval.Request{Node: "web01.example.com", Facts: facts(), Environment: "production", Loader: l}
	v, err := eval.CallFunction(context.Background(), req, eval.FunctionCall{Name: "m::twice", Args: []values.Value{int64(3)}, Lambda: "|$x| { $x + 1 }"})
	if err != nil || v != int64(8) {
		t.Errorf("m::twice(3) |$x| { $x + 1 } = %v, %v", v, err)
	}
	_, err = eval.CallFunction(context.Background(), req, eval.FunctionCall{Name: "m::twice", Args: []values.Value{"3"}, Lambda: "|$x| { $x }"})
	if err == nil || err.Error() != "'m::twice' parameter 'n' expects an Integer value, got String" {
		t.Errorf("mismatch: %v", err)
	}
	_, err = eval.CallFunction(context.Background(), req, eval.FunctionCall{Name: "m::nosuch"})
	if err == nil || err.Error() != "Unknown function: 'm::nosuch'." {
		t.Errorf("unknown: %v", err)
	}
	v, err = eval.CallFunction(context.Background(), req, eval.FunctionCall{Name: "upcase", Args: []values.Value{"a"}})
	if err != nil || v != "A" {
		t.Errorf("upcase: %v %v", v, err)
	}
}

// A function Punch's runtime cannot run fails naming the Ruby file, the
// line and the construct, never "Unknown function".
func TestUnsupportedRubyError(t *testing.T) {
	l := env(t, map[string]string{
		"modules/edge/lib/puppet/functions/edge/first.rb": `Puppet::Functions.create_function(:'edge::first') do
  def first(list)
    head(list, 'x')
  end

  def head(list, _)
    loop.next
  end
end
`,
		"manifests/site.pp": "notice(edge::first(['a']))\n",
	})
	r := compileEnv(t, l, "web01.example.com")
	if r.err == nil {
		t.Fatal("compiled")
	}
	msg := r.err.Error()
	for _, want := range []string{"edge/first.rb:", "not supported by Punch's Ruby runtime", "Enumerator#next", "(file: ", "site.pp, line: 1"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not mention %q", msg, want)
		}
	}
}

// BenchmarkModuleFunction compares a module function run by its Go port
// with the same function run by the Ruby runtime: one compile calls it 200
// times (ns/call is the compile's time divided by the calls; the loop's
// own cost is BenchmarkModuleFunction/loop).
func BenchmarkModuleFunction(b *testing.B) {
	const calls = 200
	for _, c := range []struct{ name, expr string }{
		{"loop", "$i"},
		{"pick", "pick(undef, '', $i)"},
		{"stdlib::end_with", "stdlib::end_with(\"item${i}\", '9')"},
		{"bool2str", "bool2str($i % 2 == 0, 'even', 'odd')"},
		{"deep_merge", "deep_merge({'a' => {'b' => $i}}, {'a' => {'c' => 2}})"},
		{"to_json_pretty", "to_json_pretty({'i' => $i, 'l' => [1, 'x', true]})"},
	} {
		site := "Integer[1, " + strconv.Itoa(calls) + "].each |$i| { $x = " + c.expr + " }\n"
		l := debianEnv(b, site)
		for _, mode := range []string{"port", "ruby"} {
			if c.name == "loop" && mode == "ruby" {
				continue
			}
			b.Run(c.name+"/"+mode, func(b *testing.B) {
				req := &eval.Request{Node: "web01.example.com", Facts: facts(), Environment: "production", Loader: l, NoFunctionPorts: mode == "ruby"}
				if _, _, err := eval.Compile(context.Background(), req); err != nil {
					b.Fatal(err)
				}
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					if _, _, err := eval.Compile(context.Background(), req); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*calls), "ns/call")
			})
		}
	}
}

// Compiles share one environment: its function table, its Ruby files and
// the functions loaded from them (go test -race checks it).
func TestConcurrentModuleFunctions(t *testing.T) {
	l := env(t, map[string]string{
		"modules/m/lib/puppet/functions/m/label.rb": `Puppet::Functions.create_function(:'m::label') do
  dispatch :label do
    param 'String', :s
  end
  def label(s)
    call_function('upcase', s) + '-' + legacy_count.to_s
  end
  def legacy_count
    @count = (@count || 0) + 1
  end
end
`,
		"modules/m/lib/puppet/parser/functions/m_legacy.rb": `module Puppet::Parser::Functions
  newfunction(:m_legacy, :type => :rvalue, :arity => 1) do |args|
    function_md5([args[0]])
  end
end
`,
		"manifests/site.pp": "notice(m::label('a'), m::label('b'), m_legacy('x'))\n",
	})
	first := compileEnv(t, l, "web01.example.com")
	if first.err != nil {
		t.Fatal(first.err)
	}
	want := strings.Join(first.logs, "\n")
	testtree.Concurrently(8, func(int) {
		r := compileEnv(t, l, "web01.example.com")
		if r.err != nil {
			t.Error(r.err)
			return
		}
		// Function instances live for one compile (golden
		// fn_ruby_instance_state): every compile logs the same.
		if got := strings.Join(r.logs, "\n"); got != want {
			t.Error(got)
		}
	})
}

// An exception escaping module Ruby keeps Puppet's message and call site,
// and a debug line names the Ruby file and line it was raised at, with the
// backtrace through the module's helpers.
func TestRubyRaiseNamesRubyFile(t *testing.T) {
	l := env(t, map[string]string{
		"modules/m/lib/puppet_x/m/walker.rb": `module PuppetX
  module M
    def self.walk(n)
      raise ArgumentError, "gave up at #{n}" if n > 2
      walk(n + 1)
    end
  end
end
`,
		"modules/m/lib/puppet/functions/m/walk.rb": `require 'puppet_x/m/walker'
Puppet::Functions.create_function(:'m::walk') do
  def walk
    PuppetX::M.walk(0)
  end
end
`,
		"manifests/site.pp": "\nnotice(m::walk())\n",
	})
	r := compileEnv(t, l, "web01.example.com")
	if r.err == nil {
		t.Fatal("compiled")
	}
	if msg := r.err.Error(); !strings.Contains(msg, "Error while evaluating a Function Call, gave up at 3 (file: ") || !strings.Contains(msg, "line: 2, column: 8") {
		t.Errorf("error %q is not Puppet's", msg)
	}
	var line string
	for _, s := range r.logs {
		if strings.Contains(s, "Ruby ArgumentError raised at") {
			line = s
		}
	}
	for _, want := range []string{"Function m::walk: Ruby ArgumentError raised at ", "puppet_x/m/walker.rb:4: gave up at 3", "site.pp, line: 2, column: 8", "functions/m/walk.rb:4"} {
		if !strings.Contains(line, want) {
			t.Errorf("debug line %q does not mention %q", line, want)
		}
	}
}

// Module Ruby that never ends is stopped by the compile's context (its
// deadline), with an error naming the Ruby file, never a hang.
func TestRubyEndlessLoopBounded(t *testing.T) {
	l := env(t, map[string]string{
		"modules/m/lib/puppet/functions/m/spin.rb": `Puppet::Functions.create_function(:'m::spin') do
  def spin
    i = 0
    loop { i += 1; i -= 1 }
  end
end
`,
		"manifests/site.pp": "notice(m::spin())\n",
	})
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	req := &eval.Request{Node: "web01.example.com", Facts: facts(), Environment: "production", Loader: l}
	done := make(chan error, 1)
	go func() {
		_, _, err := eval.Compile(ctx, req)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "spin.rb") {
			t.Errorf("endless loop: %v", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("the compile did not stop a minute after its deadline")
	}
}

// A template using Ruby the runtime does not run fails naming the
// template, its line and the construct (and the Puppet call site).
func TestUnsupportedRubyInTemplate(t *testing.T) {
	l := env(t, map[string]string{
		"modules/m/templates/t.erb": "a\n<%= @x %>\n<%= loop.next %>\n",
		"manifests/site.pp":         "$x = 1\nnotice(template('m/t.erb'))\n",
	})
	r := compileEnv(t, l, "web01.example.com")
	if r.err == nil {
		t.Fatal("compiled")
	}
	msg := r.err.Error()
	for _, want := range []string{"Filepath: ", "m/templates/t.erb\n  Line: 3\n", "not supported by Punch's Ruby runtime", "site.pp, line: 2"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not mention %q", msg, want)
		}
	}
}
