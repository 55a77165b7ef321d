package parser

import (
	"fmt"
	"strings"
)

// IssueIllegalBOM is Puppet's ILLEGAL_BOM: a source starting with a byte
// order mark (a file saved by some Windows editors).
const IssueIllegalBOM = "ILLEGAL_BOM"

// boms are the byte order marks Puppet's lexer refuses at the start of a
// manifest or template (LexerSupport#assert_not_bom), in the order it
// tries them (UTF-32's FF FE 00 00 before UTF-16's FF FE).
var boms = []struct {
	name  string
	bytes string
}{
	{"UTF-32", "\x00\x00\xFE\xFF"},
	{"UTF-32", "\xFF\xFE\x00\x00"},
	{"GB-18030", "\x84\x31\x95\x33"},
	{"UTF-EBCDIC", "\xDD\x73\x66\x73"},
	{"SCSU", "\x0E\xFE\xFF"},
	{"UTF-8", "\xEF\xBB\xBF"},
	{"UTF-1", "\xF7\x64\x4C"},
	{"BOCU", "\xFB\xEE\x28"},
	{"UTF-16", "\xFE\xFF"},
	{"UTF-16", "\xFF\xFE"},
}

// bomMessage is Puppet's message for a source starting with a byte order
// mark, "" when it does not start with one. Puppet checks before it reads
// anything else (a UTF-16 mark is not reported as invalid UTF-8), and
// writes each byte with "%X" ("[0 0 FE FF]").
func bomMessage(src []byte) string {
	for _, b := range boms {
		// compared without converting src: string(src) in a call copies
		// the whole source, once per mark (2.8 MB per cold compile of
		// the load test's web role)
		if len(src) < len(b.bytes) || string(src[:len(b.bytes)]) != b.bytes {
			continue
		}
		hex := make([]string, len(b.bytes))
		for i := 0; i < len(b.bytes); i++ {
			hex[i] = fmt.Sprintf("%X", b.bytes[i])
		}
		return fmt.Sprintf("Illegal %s Byte Order mark at beginning of input: [%s] - remove these from the puppet source", b.name, strings.Join(hex, " "))
	}
	return ""
}
