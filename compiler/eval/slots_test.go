package eval_test

import (
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// Compiles running at once share a definition's index of its slots (its
// parameters and its body's other variables, read and set by slot): each
// instance's variables stay its own. (The values are the program's own:
// each file's content is made of its define's title and parameter.)
func TestSlotsConcurrentCompiles(t *testing.T) {
	l := env(t, map[string]string{
		"manifests/site.pp": `
define d($n, $m = 'm') {
  $a = "a${n}" $b = "${a}b" $c = "${b}c" $d = "${c}d" $e = "${d}e"
  $f = "${e}f" $g = "${f}g" $h = "${g}h" $i = "${h}${m}"
  [1].each |$a| { $z = "${a}${i}" file { "/tmp/${title}": content => "${z}|${name}" } }
}
Integer[1, 20].each |$k| { d { "r${k}": n => $k } }
`,
	})
	testtree.Concurrently(8, func(int) {
		r := compileEnv(t, l, "web01.example.com")
		if r.err != nil {
			t.Error(r.err)
			return
		}
		n := 0
		for _, res := range r.cat.Resources {
			if res.Type != "File" {
				continue
			}
			n++
			k := res.Title[len("/tmp/r"):]
			want := "1a" + k + "bcdefghm|r" + k
			if got, _ := res.Param("content"); got != want {
				t.Errorf("%s: content %v, want %s", res.Title, got, want)
			}
		}
		if n != 20 {
			t.Errorf("%d files", n)
		}
	})
}
