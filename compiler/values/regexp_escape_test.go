package values

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestLetterEscapes: a backslash and a letter (or punctuation), alone or inside a bracket
// class, means what it means to Ruby 3.1 (testdata/escapes.txt, recorded
// by testdata/escapes.rb): the characters it matches among ASCII and a few
// others, or an error. Onigmo takes an escape it does not know as the
// letter (/\y/ is /y/, [\A] is 'A').
//
// Not compared: \K, \R and \X alone, Onigmo's keep, line break and
// grapheme cluster, which Punch does not translate (it refuses them); \b
// and \B alone, whose word characters are Unicode's for Ruby (e acute is
// one, though \w is ASCII) and ASCII for Punch: a difference left open.
func TestLetterEscapes(t *testing.T) {
	f, err := os.Open("testdata/escapes.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// the characters escapes.rb tries
	var probes []rune
	for c := rune(0); c < 0x80; c++ {
		probes = append(probes, c)
	}
	probes = append(probes, 0x663, 0xe9, 0xa0, 0x216b)
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		src, want, _ := strings.Cut(sc.Text(), " ")
		n++
		switch src {
		case `\K`, `\R`, `\X`, `\b`, `\B`:
			continue
		}
		re, err := NewRegexp(src)
		if want == "ERR" {
			if err == nil {
				t.Errorf("/%s/: compiled, Ruby refuses it", src)
			}
			continue
		}
		if err != nil {
			t.Errorf("/%s/: %v", src, err)
			continue
		}
		var got []string
		for _, c := range probes {
			if re.MatchString(string(c)) {
				got = append(got, strconv.Itoa(int(c)))
			}
		}
		if g := strings.Join(got, ","); g != want {
			t.Errorf("/%s/ matches %s, Ruby %s", src, g, want)
		}
	}
	if err := sc.Err(); err != nil || n < 104 {
		t.Fatalf("read %d lines of escapes.txt: %v", n, err)
	}
}
