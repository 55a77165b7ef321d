package rubystr

import (
	"bufio"
	"encoding/hex"
	"os"
	"strings"
	"testing"
)

func TestAsRuby(t *testing.T) {
	f, err := os.Open("testdata/samples.txt")
	if err != nil {
		t.Fatalf("%v (record with: ruby compiler/util/rubystr/testdata/record.rb)", err)
	}
	defer f.Close()
	ops := []struct {
		name string
		fn   func(string) string
	}{{"upcase", Upcase}, {"downcase", Downcase}, {"capitalize", Capitalize}, {"swapcase", Swapcase},
		{"strip", Strip}, {"lstrip", Lstrip}, {"rstrip", Rstrip}, {"chomp", Chomp}, {"chop", Chop}}
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		fields := strings.Split(sc.Text(), " ")
		if len(fields) != 1+len(ops) {
			t.Fatalf("bad line %q", sc.Text())
		}
		var strs []string
		for _, h := range fields {
			b, err := hex.DecodeString(h)
			if err != nil {
				t.Fatal(err)
			}
			strs = append(strs, string(b))
		}
		for i, op := range ops {
			if got := op.fn(strs[0]); got != strs[i+1] {
				t.Errorf("%q.%s = %q, Ruby %q", strs[0], op.name, got, strs[i+1])
			}
		}
		n++
	}
	if n < 100 {
		t.Fatalf("only %d samples", n)
	}
}

// Every code point of the table maps as Ruby maps it alone.
func TestCaseTable(t *testing.T) {
	for i, e := range caseTable {
		if i > 0 && caseTable[i-1].r >= e.r {
			t.Fatalf("caseTable out of order at %X", e.r)
		}
		s := string(e.r)
		for _, c := range []struct{ got, want string }{
			{Upcase(s), e.upper}, {Downcase(s), e.lower}, {Capitalize(s), e.title}, {Swapcase(s), e.swp},
		} {
			want := c.want
			if want == "" {
				want = s
			}
			if c.got != want {
				t.Errorf("%U: %q, want %q", e.r, c.got, want)
			}
		}
	}
}

func BenchmarkDowncase(b *testing.B) {
	s := "Ünïcödé Straße ΣΑΣ"
	for i := 0; i < b.N; i++ {
		_ = Downcase(s)
	}
}

func FuzzCase(f *testing.F) {
	f.Add("Straße\xff")
	f.Fuzz(func(t *testing.T, s string) {
		for _, fn := range []func(string) string{Upcase, Downcase, Capitalize, Swapcase, Strip, Chomp, Chop} {
			_ = fn(s)
		}
		if Strip(s) != Lstrip(Rstrip(s)) {
			t.Fatalf("strip differs from lstrip(rstrip) for %q", s)
		}
	})
}

// recordedLines are the lines of a file testdata/record.rb wrote, at
// least min of them.
func recordedLines(t *testing.T, name string, min int) []string {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatalf("%v (record with: ruby compiler/util/rubystr/testdata/record.rb)", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) < min {
		t.Fatalf("only %d lines in testdata/%s", len(lines), name)
	}
	return lines
}

func TestCasecmpAsRuby(t *testing.T) {
	for _, line := range recordedLines(t, "casecmp.txt", 1000) {
		f := strings.Split(line, " ")
		if len(f) != 3 {
			t.Fatalf("bad line %q", line)
		}
		a, err1 := hex.DecodeString(f[0])
		b, err2 := hex.DecodeString(f[1])
		if err1 != nil || err2 != nil {
			t.Fatalf("bad line %q", line)
		}
		want := map[string]int{"-1": -1, "0": 0, "1": 1}[f[2]]
		if got := Casecmp(string(a), string(b)); got != want {
			t.Errorf("%q.casecmp(%q) = %d, Ruby %s", a, b, got, f[2])
		}
	}
}

func TestAllDigitsAsRuby(t *testing.T) {
	matched := 0
	for _, line := range recordedLines(t, "digits.txt", 10) {
		h, want, ok := strings.Cut(line, " ")
		s, err := hex.DecodeString(h)
		if !ok || err != nil || (want != "0" && want != "1") {
			t.Fatalf("bad line %q", line)
		}
		if want == "1" {
			matched++
		}
		if got := AllDigits(string(s)); got != (want == "1") {
			t.Errorf("AllDigits(%q) = %v, Ruby's /\\A\\d+\\z/ %s", s, got, want)
		}
	}
	if matched < 3 {
		t.Fatalf("only %d matching strings", matched)
	}
}

// TestRegexpEscapeMatchesRuby compares RegexpEscape with Ruby's
// Regexp.escape (testdata/regexp_escape.txt, recorded by record.rb).
func TestRegexpEscapeMatchesRuby(t *testing.T) {
	for _, line := range recordedLines(t, "regexp_escape.txt", 128) {
		h, w, ok := strings.Cut(line, " ")
		s, err1 := hex.DecodeString(h)
		want, err2 := hex.DecodeString(w)
		if !ok || err1 != nil || err2 != nil {
			t.Fatalf("bad line %q", line)
		}
		if got := RegexpEscape(string(s)); got != string(want) {
			t.Errorf("RegexpEscape(%q) = %q, Ruby's Regexp.escape %q", s, got, want)
		}
	}
}

// TestSuccAsRuby compares Succ with Ruby's String#succ
// (testdata/succ.txt, recorded by record.rb).
func TestSuccAsRuby(t *testing.T) {
	for _, line := range recordedLines(t, "succ.txt", 300) {
		h, w, ok := strings.Cut(line, " ")
		s, err1 := hex.DecodeString(h)
		want, err2 := hex.DecodeString(w)
		if !ok || err1 != nil || err2 != nil {
			t.Fatalf("bad line %q", line)
		}
		if got := Succ(string(s)); got != string(want) {
			t.Errorf("Succ(%q) = %q, Ruby %q", s, got, want)
		}
	}
}
