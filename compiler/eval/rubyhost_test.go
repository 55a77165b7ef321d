package eval_test

import (
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/environments"
)

// rubyStateEnv has a module function and a template that change Ruby's
// global state (reopened classes, a removed method, constants, globals,
// class and instance variables of Puppet's API, ENV), and a probe that reports what
// it sees. Node "patcher" changes then probes; any other node only probes.
func rubyStateEnv(t testing.TB) *environments.Loader {
	return env(t, map[string]string{
		"modules/m/lib/puppet/functions/m/patch.rb": `Puppet::Functions.create_function(:'m::patch') do
  def patch
    ::String.class_eval { def punch_shout; upcase + '!'; end }
    ::Puppet::Pops::Types::TypeParser.class_eval { def punch_x; 1; end }
    ::Puppet::Pops::Types::TypeCalculator.send(:remove_method, :infer)
    ::Object.const_set(:PUNCH_CONST, 1)
    $punch_global = 'set'
    ::Puppet.class_variable_set(:@@punch_cv, 1)
    ::Puppet.instance_variable_set(:@punch_iv, 1)
    ENV['PUNCH_ENV'] = 'set'
    'patched'
  end
end
`,
		"modules/m/lib/puppet/functions/m/probe.rb": `Puppet::Functions.create_function(:'m::probe') do
  def probe
    [
      'shout=' + ''.respond_to?(:punch_shout).to_s,
      'parser=' + ::Puppet::Pops::Types::TypeParser.method_defined?(:punch_x).to_s,
      'infer=' + ::Puppet::Pops::Types::TypeCalculator.method_defined?(:infer).to_s,
      'const=' + ::Object.const_defined?(:PUNCH_CONST).to_s,
      'global=' + $punch_global.inspect,
      'cvar=' + ::Puppet.class_variables.include?(:@@punch_cv).to_s,
      'ivar=' + ::Puppet.instance_variable_get(:@punch_iv).inspect,
      'env=' + ENV['PUNCH_ENV'].inspect,
      'tpl=' + ''.respond_to?(:punch_tpl).to_s,
      'tplglobal=' + $punch_tpl.inspect,
    ].join(',')
  end
end
`,
		"manifests/site.pp": `node 'patcher' {
  notice(m::patch())
  notice(inline_template('<% String.class_eval { def punch_tpl; end }; $punch_tpl = :set.to_s %>t'))
  notice(m::probe())
}
node default {
  notice(inline_template('<%= :x.to_s.respond_to?(:punch_tpl) %>,<%= $punch_tpl.inspect %>'))
  notice(m::probe())
}
`,
	})
}

const (
	probeChanged = "shout=true,parser=true,infer=false,const=true,global=\"set\",cvar=true,ivar=1,env=\"set\",tpl=true,tplglobal=\"set\""
	probeClean   = "shout=false,parser=false,infer=true,const=false,global=nil,cvar=false,ivar=nil,env=nil,tpl=false,tplglobal=nil"
)

// checkRubyState compiles node and checks what its probe saw.
func checkRubyState(t testing.TB, l *environments.Loader, node string) string {
	r := compileEnv(t, l, node)
	if r.err != nil {
		return node + ": " + r.err.Error()
	}
	var lines []string
	for _, m := range r.logs {
		lines = append(lines, m[strings.LastIndex(m, "): ")+3:])
	}
	got := strings.Join(lines, "\n")
	want := "false,nil\n" + probeClean
	if node == "patcher" {
		want = "patched\nt\n" + probeChanged
	}
	if !strings.Contains(got, want) {
		return node + ": logs\n" + got + "\nwant them to hold\n" + want
	}
	return ""
}

// What a compile's Ruby changes is seen by that compile only: every
// compile's Interp is a copy of one prepared per environment, never the
// prepared one itself or another compile's.
func TestRubyStateIsolatedBetweenCompiles(t *testing.T) {
	l := rubyStateEnv(t)
	for _, node := range []string{"other", "patcher", "other", "patcher", "other"} {
		if msg := checkRubyState(t, l, node); msg != "" {
			t.Fatal(msg)
		}
	}
}

// The same under concurrent compiles on one environment (go test -race).
func TestRubyStateIsolatedConcurrent(t *testing.T) {
	l := rubyStateEnv(t)
	testtree.Concurrently(12, func(i int) {
		node := "other"
		if i%2 == 0 {
			node = "patcher"
		}
		for j := 0; j < 3; j++ {
			if msg := checkRubyState(t, l, node); msg != "" {
				t.Error(msg)
				return
			}
		}
	})
}

// argMutationEnv has a 4.x function changing its argument's nested hash
// and array in place, and a 3.x one growing a class variable through
// lookupvar: the Puppet variables holding those values show the change
// afterwards, as in Puppet (the function gets Puppet's own objects), and
// the 3.x function's arguments are copies (Runtime3Converter).
func argMutationEnv(t testing.TB) *environments.Loader {
	return env(t, map[string]string{
		"modules/m/lib/puppet/functions/m/strip.rb": `Puppet::Functions.create_function(:'m::strip') do
  def strip(h, a)
    h.each_value { |v| v.reject! { |_, x| x == '' } if v.is_a?(Hash) }
    a << 9
    closure_scope['::m::words'].concat(['more'])
    'ok'
  end
end
`,
		"modules/m/lib/puppet/parser/functions/m_copy3.rb": `module Puppet::Parser::Functions
  newfunction(:m_copy3, :type => :rvalue) do |args|
    args[0] << 'x3'
    lookupvar('::m::words') << 'three'
    'ok3'
  end
end
`,
		"modules/m/manifests/init.pp": "class m { $words = ['a'] }\n",
		"manifests/site.pp": `include m
$h = { 'c' => { 'd' => '', 'e' => 'kept' } }
$a = [1, 2]
$b = $a
notice(m::strip($h, $a))
notice($h)
notice($a)
notice($b)
notice($m::words)
$c = ['c']
notice(m_copy3($c))
notice($c)
notice($m::words)
`,
	})
}

func TestRubyFunctionArgumentMutation(t *testing.T) {
	l := argMutationEnv(t)
	want := "ok\n{c => {e => kept}}\n[1, 2, 9]\n[1, 2, 9]\n[a, more]\nok3\n[c]\n[a, more, three]"
	check := func() string {
		r := compileEnv(t, l, "n")
		if r.err != nil {
			return r.err.Error()
		}
		var lines []string
		for _, m := range r.logs {
			lines = append(lines, m[strings.LastIndex(m, "): ")+3:])
		}
		if got := strings.Join(lines, "\n"); got != want {
			return "logs\n" + got + "\nwant\n" + want
		}
		return ""
	}
	// again and concurrently: the environment's parsed literals the
	// first compile's function changed are never changed themselves
	// (go test -race)
	if msg := check(); msg != "" {
		t.Fatal(msg)
	}
	testtree.Concurrently(6, func(int) {
		if msg := check(); msg != "" {
			t.Error(msg)
		}
	})
}
