package parser

import (
	"encoding/base64"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/parser/diag"
)

// Puppet's syntax checkers for heredoc text (puppet/syntax_checkers, the
// plugins Puppet::Plugins::Configuration registers): a heredoc with a
// syntax tag has its text checked as that syntax, static text when the
// manifest is validated, interpolated text each time it is evaluated.
// The tag's '+' segments pick the checker, the whole tag first, then
// without its first segment and so on ("data+json" is json's); a tag no
// checker is registered for (yaml, xml, ...) is not checked.

// Issue codes of the checkers' diagnostics.
const (
	IssueIllegalJSON   = "ILLEGAL_JSON"
	IssueIllegalBase64 = "ILLEGAL_BASE64"
	IssueIllegalEPP    = "ILLEGAL_EPP"
	IssueIllegalPP     = "ILLEGAL_PP"
)

// HeredocSyntaxError is what Puppet's checker for a heredoc's syntax tag
// says of text: Problem is the message (with Code) when the text is not
// valid; Misuse, when the checker refuses the tag itself (the pp and epp
// checkers raise an ArgumentError unless the tag is exactly theirs: a tag
// "foo+pp" reaches the pp checker and fails there). Both are "" when the
// text is valid or no checker applies.
type HeredocSyntaxError struct {
	Problem, Code, Misuse string
}

// CheckHeredocSyntax runs the checker of a heredoc's syntax tag on text.
func CheckHeredocSyntax(syntax, text string) HeredocSyntaxError {
	if syntax == "" {
		return HeredocSyntaxError{}
	}
	checker := ""
	for segs := strings.Split(syntax, "+"); len(segs) > 0; segs = segs[1:] {
		switch k := strings.Join(segs, "+"); k {
		case "json", "base64", "pp", "epp":
			checker = k
		}
		if checker != "" {
			break
		}
	}
	var msg, code string
	switch checker {
	case "":
		return HeredocSyntaxError{}
	case "json":
		parseErr, bad := data.RubyJSONError([]byte(text))
		if !bad {
			return HeredocSyntaxError{}
		}
		msg, code = `JSON syntax checker: Cannot parse invalid JSON string. "`+checkerText(parseErr, 100)+`"`, IssueIllegalJSON
	case "base64":
		cleaned := strings.Map(func(r rune) rune {
			// /[\r?\n[:blank:]]/: the '?' too (a slip in Puppet's class)
			if r == '\r' || r == '?' || r == '\n' || r == '\t' || unicode.Is(unicode.Zs, r) {
				return -1
			}
			return r
		}, text)
		if _, err := base64.StdEncoding.Strict().DecodeString(cleaned); err == nil {
			return HeredocSyntaxError{}
		}
		msg, code = "Base64 syntax checker: Cannot parse invalid Base64 string - contains letters outside strict base 64 range (or whitespace)", IssueIllegalBase64
		if len(cleaned)*8%6 != 0 {
			msg = "Base64 syntax checker: Cannot parse invalid Base64 string - padding is not correct"
		}
	case "pp", "epp":
		name := "PP"
		if checker == "epp" {
			name = "EPP"
		}
		if syntax != checker {
			return HeredocSyntaxError{Misuse: name + " syntax checker: the syntax identifier must be a String, e.g. pp"}
		}
		var err error
		if checker == "epp" {
			_, err = ParseEPP("", []byte(text))
		} else {
			_, err = Parse("", []byte(text))
		}
		if err == nil {
			return HeredocSyntaxError{}
		}
		if l, ok := err.(diag.List); ok && len(l) > 0 {
			err = l[0]
		}
		msg, code = name+` syntax checker: "`+checkerText(err.Error(), 500)+`"`, IssueIllegalPP
		if checker == "epp" {
			code = IssueIllegalEPP
		}
	}
	return HeredocSyntaxError{Problem: "Invalid produced text having syntax: '" + syntax + "'. " + msg, Code: code}
}

// checkerText is a parse error's message as the checkers quote it: its
// first n characters, each line break written as \n.
func checkerText(s string, n int) string {
	if utf8.RuneCountInString(s) > n {
		s = string([]rune(s)[:n])
	}
	s = strings.ReplaceAll(s, "\r\n", `\n`)
	return strings.ReplaceAll(s, "\n", `\n`)
}
