package ruby

import (
	"math"
	"sort"
	"strings"
)

// did_you_mean, as Ruby 3.1's gem (1.6.1) adds it to a NoMethodError's
// message: "\nDid you mean?  floor" after the text (and after
// error_highlight's snippet), the receiver's method names (its private
// ones too for a call without a receiver, and Ruby's reserved words) that
// its spell checker finds close to the missing name: Jaro-Winkler
// similarity over a threshold, then the mistypes within a Levenshtein
// distance of a quarter of the name, else the one closest misspelling.
// NameError's other checkers (variables, constants), KeyError's and
// LoadError's are not done: those messages have no suggestion.

// rbReservedWords are the words did_you_mean offers a call without a
// receiver.
var rbReservedWords = []string{"alias", "case", "def", "defined?", "elsif", "end", "ensure", "for", "rescue",
	"super", "undef", "unless", "until", "when", "while", "yield"}

// didYouMean is the suggestion NoMethodError#to_s adds, or "".
func (in *Interp) didYouMean(exc *Object) string {
	if in.env == nil || in.env.opts.NoDidYouMean || exc.class != in.classByName(cNoMethodError) {
		return ""
	}
	name, ok := exc.Ivar("@name").(Symbol)
	if !ok {
		return ""
	}
	recv := exc.Ivar("@receiver")
	if recv == nil {
		// nil's own methods are all excluded: nothing to offer
		return ""
	}
	if o, ok := recv.(*Object); ok && !in.isA(o, in.cObject) {
		return ""
	}
	d, _ := exc.Data.(*excData)
	private := d != nil && d.private
	var dict []string
	seen := map[string]bool{}
	add := func(meth string) {
		v, err := in.callMethod(recv, meth, nil, nil, nil, true)
		if err != nil {
			return
		}
		a, ok := v.(*Array)
		if !ok {
			return
		}
		for _, e := range a.a {
			if s, ok := symOrStr(e); ok && !seen[s] {
				seen[s] = true
				dict = append(dict, s)
			}
		}
	}
	add("methods")
	add("singleton_methods")
	if private {
		add("private_methods")
		dict = append(append([]string{}, rbReservedWords...), dict...)
	}
	corrections := spellCorrect(dict, string(name))
	if len(corrections) == 0 {
		return ""
	}
	return "\nDid you mean?  " + strings.Join(corrections, "\n               ")
}

// spellCorrect is DidYouMean::SpellChecker#correct.
func spellCorrect(dict []string, input string) []string {
	norm := func(s string) string { return strings.ReplaceAll(strings.ToLower(s), "@", "") }
	in := norm(input)
	threshold := 0.77
	if len([]rune(in)) > 3 {
		threshold = 0.834
	}
	type scored struct {
		word string
		d    float64
	}
	var words []scored
	for _, w := range dict {
		if jaroWinkler(norm(w), in) >= threshold && w != input {
			words = append(words, scored{w, jaroWinkler(w, in)})
		}
	}
	sort.SliceStable(words, func(i, j int) bool { return words[i].d < words[j].d })
	for i, j := 0, len(words)-1; i < j; i, j = i+1, j-1 {
		words[i], words[j] = words[j], words[i]
	}
	n := len([]rune(in))
	limit := int(math.Ceil(float64(n) * 0.25))
	var out []string
	for _, w := range words {
		if levenshtein(norm(w.word), in) <= limit {
			out = append(out, w.word)
		}
	}
	if len(out) > 0 {
		return out
	}
	for _, w := range words {
		nw := norm(w.word)
		l := min(n, len([]rune(nw)))
		if levenshtein(nw, in) < l {
			return []string{w.word}
		}
	}
	return nil
}

// jaro is DidYouMean::Jaro.distance.
func jaro(s1, s2 string) float64 {
	a, b := []rune(s1), []rune(s2)
	if len(a) > len(b) {
		a, b = b, a
	}
	l1, l2 := len(a), len(b)
	rng := l2/2 - 1
	if rng < 0 {
		rng = 0
	}
	f1 := make([]bool, l1)
	f2 := make([]bool, l2+rng+1)
	m := 0.0
	for i := 0; i < l1; i++ {
		last := i + rng
		j := 0
		if i >= rng {
			j = i - rng
		}
		for ; j <= last; j++ {
			if j < l2 && !f2[j] && a[i] == b[j] {
				f2[j], f1[i] = true, true
				m++
				break
			}
		}
	}
	t := 0.0
	k := 0
	for i := 0; i < l1; i++ {
		if !f1[i] {
			continue
		}
		j, index := k, k
		for j < l2 {
			index = j
			if f2[j] {
				k = j + 1
				break
			}
			j++
		}
		if j >= l2 {
			k = 0 // Ruby's while loop gives nil, which becomes 0 next time
		}
		if index < l2 && a[i] != b[index] {
			t++
		} else if index >= l2 {
			t++
		}
	}
	t = math.Floor(t / 2)
	if m == 0 {
		return 0
	}
	return (m/float64(l1) + m/float64(l2) + (m-t)/m) / 3
}

// jaroWinkler is DidYouMean::JaroWinkler.distance.
func jaroWinkler(s1, s2 string) float64 {
	d := jaro(s1, s2)
	if d <= 0.7 {
		return d
	}
	a, b := []rune(s1), []rune(s2)
	bonus := 0
	for i, c := range a {
		if i < len(b) && c == b[i] && i < 4 {
			bonus++
		} else {
			break
		}
	}
	return d + float64(bonus)*0.1*(1-d)
}

// levenshtein is DidYouMean::Levenshtein.distance.
func levenshtein(s1, s2 string) int {
	a, b := []rune(s1), []rune(s2)
	n, m := len(a), len(b)
	if n == 0 {
		return m
	}
	if m == 0 {
		return n
	}
	d := make([]int, m+1)
	for i := range d {
		d[i] = i
	}
	x := 0
	for i1, c := range a {
		i := i1 + 1
		for j := 0; j < m; j++ {
			cost := 1
			if c == b[j] {
				cost = 0
			}
			x = min(d[j+1]+1, i+1, d[j]+cost)
			d[j] = i
			i = x
		}
		d[m] = x
	}
	return x
}
