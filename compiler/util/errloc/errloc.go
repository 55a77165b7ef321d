// Package errloc formats a source position the way Puppet's messages do
// (Puppet::Util::Errors.error_location): "(file: F, line: L, column: C)"
// with the unknown parts left out. The evaluator, the resource types and the function
// library all print positions this way; this package is the one copy.
package errloc

import "strconv"

// Format returns "(file: F, line: L, column: C)". A part that is unknown
// (an empty file, a line or column of 0 or less) is left out; a column is
// shown only with a line, as Puppet does; "" when nothing is known.
func Format(file string, line, col int) string {
	if file == "" && line <= 0 {
		return ""
	}
	b := make([]byte, 0, len(file)+40)
	b = append(b, '(')
	if file != "" {
		b = append(b, "file: "...)
		b = append(b, file...)
	}
	if line > 0 {
		if file != "" {
			b = append(b, ", "...)
		}
		b = append(b, "line: "...)
		b = strconv.AppendInt(b, int64(line), 10)
		if col > 0 {
			b = append(b, ", column: "...)
			b = strconv.AppendInt(b, int64(col), 10)
		}
	}
	return string(append(b, ')'))
}

// FileLine returns "F:L", the compact position of Punch's own messages
// (environment.conf, module type files, catalog diffs), not Puppet's: just
// file when the line is unknown (0 or less).
func FileLine(file string, line int) string {
	if line <= 0 {
		return file
	}
	return file + ":" + strconv.Itoa(line)
}
