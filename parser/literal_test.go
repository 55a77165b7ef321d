package parser

import "testing"

// TestRubyFloat checks rubyFloat against Ruby's Float#to_s (Ruby 3.1, the
// Ruby of Puppet 7.23 on the development machines: `ruby -e 'puts x.to_s'`).
func TestRubyFloat(t *testing.T) {
	for _, c := range []struct {
		f    float64
		want string
	}{
		{1e15, "1.0e+15"},
		{1e15 + 0.5, "1000000000000000.5"},
		{1e16, "1.0e+16"},
		{9999999999999998, "9.999999999999998e+15"},
		{1234567890123456.8, "1234567890123456.8"},
		{0.0001, "0.0001"},
		{0.00012, "0.00012"},
		{100.0, "100.0"},
		{1.5e15, "1.5e+15"},
		{2e15, "2.0e+15"},
		{123456789012345.6, "123456789012345.6"},
		{1e-5, "1.0e-05"},
		{1e100, "1.0e+100"},
		{-2.5, "-2.5"},
		{1e14, "100000000000000.0"},
		{0.30000000000000004, "0.30000000000000004"},
		{5e-324, "5.0e-324"},
	} {
		if got := rubyFloat(c.f); got != c.want {
			t.Errorf("rubyFloat(%v) = %q, Ruby says %q", c.f, got, c.want)
		}
	}
}
