// Package wordlist writes a list of words as English does: "a", "a or b",
// "a, b, or c" (a comma before the last word from three on). Puppet's
// LabelProvider#combine_strings (Hiera's configuration errors) and
// PuppetDB's query errors both word their lists so.
package wordlist

import "strings"

// Join joins words with conj ("and", "or") before the last one.
func Join(words []string, conj string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	case 2:
		return words[0] + " " + conj + " " + words[1]
	}
	return strings.Join(words[:len(words)-1], ", ") + ", " + conj + " " + words[len(words)-1]
}
