package ruby

import (
	"slices"
	"testing"
)

// TestSwitchMutatorsAreSwitchMethods: a name in switchMutators that its
// class's switch does not implement would check nothing (a typo, or a
// method moved out of the switch).
func TestSwitchMutatorsAreSwitchMethods(t *testing.T) {
	for cls, names := range switchMutators {
		for _, n := range names {
			if !slices.Contains(switchNames[cls], n) {
				t.Errorf("%s#%s is in switchMutators but not a method of the %s switch", cls, n, cls)
			}
		}
	}
}

// BenchmarkSwitchCalls: builtin String, Array and Hash methods called
// from Ruby code, the ones whose argument count and frozen receiver
// invoke checks before the switch runs (and a few that check nothing).
func BenchmarkSwitchCalls(b *testing.B) {
	f, err := Parse("bench.rb", []byte(`
a = []
s = +''
h = {}
200.times do |i|
  a << i
  a.push(i)
  a.pop
  s << 'x'
  h[i] = a.length
  h.fetch(i)
  s.size
  a.first
  s == 'x'
  h.delete(i)
end
`))
	if err != nil {
		b.Fatal(err)
	}
	in := NewEnv(EnvOptions{}).NewInterp()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := in.EvalFile(f); err != nil {
			b.Fatal(err)
		}
	}
}
