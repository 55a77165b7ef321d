package eval_test

import (
	"context"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
)

// A bound of the values package reached by module Ruby through Puppet's
// API (TypeCalculator.infer_set walks the Sensitive's value, which stays a
// Puppet value in Ruby: past max_value_size it stops with the values
// package's panic) is the Ruby exception Ruby would
// raise for a value it cannot allocate, NoMemoryError: a rescue naming it
// sees it (a bare rescue does not, as in Ruby), and unrescued it is the
// function call's error with the bound's text, never an internal error.
func TestValuesBoundInModuleRuby(t *testing.T) {
	values.SetMaxValueSize(1024)
	defer values.SetMaxValueSize(0)
	fn := `Puppet::Functions.create_function(:'m::infer') do
  def infer(a, how)
    case how
    when 'named'
      begin
        Puppet::Pops::Types::TypeCalculator.infer_set(a).to_s
      rescue StandardError => e
        "standard #{e.class}"
      rescue NoMemoryError => e
        "rescued #{e.class}: #{e.message[0, 41]}"
      ensure
        $punch_ensured = true
      end
    when 'bare'
      begin
        Puppet::Pops::Types::TypeCalculator.infer_set(a).to_s
      rescue => e
        "bare #{e.class}"
      end
    when 'ensured'
      $punch_ensured.inspect
    else
      Puppet::Pops::Types::TypeCalculator.infer_set(a).to_s
    end
  end
end
`
	for _, cs := range []struct{ how, want string }{
		{"named", "Notice: Scope(Class[main]): rescued NoMemoryError: the type inferred for a value (each eleme\nNotice: Scope(Class[main]): true\n"},
		{"bare", "Error while evaluating a Function Call, the type inferred for a value (each element visited) would be larger than 1024 bytes"},
		{"none", "Error while evaluating a Function Call, the type inferred for a value (each element visited) would be larger than 1024 bytes"},
	} {
		t.Run(cs.how, func(t *testing.T) {
			l := env(t, map[string]string{
				"modules/m/lib/puppet/functions/m/infer.rb": fn,
				"manifests/site.pp":                         "$b = Integer[1,50].map |$i| { $i } $a = Sensitive([$b, $b, $b])\nnotice(m::infer($a, '" + cs.how + "'))\nnotice(m::infer($a, 'ensured'))\n",
			})
			var logs strings.Builder
			req := &eval.Request{Node: "web01.example.com", Facts: facts(), Environment: "production", Loader: l,
				Log: func(m eval.Message) { logs.WriteString(m.String() + "\n") }}
			_, _, err := eval.Compile(context.Background(), req)
			if cs.how == "named" {
				if err != nil || logs.String() != cs.want {
					t.Fatalf("err %v, logged:\n%s\nwant:\n%s", err, logs.String(), cs.want)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), cs.want) || strings.Contains(err.Error(), "Internal") || !strings.Contains(err.Error(), "line: 2") {
				t.Fatalf("err %v, want %q at line 2", err, cs.want)
			}
		})
	}
}
