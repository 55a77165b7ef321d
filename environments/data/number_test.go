package data

import "testing"

// TestScanJSONNumber: JSON's number grammar (RFC 8259), the end of the
// number (or where it stopped) and the rule broken.
func TestScanJSONNumber(t *testing.T) {
	for _, c := range []struct {
		in      string
		end     int
		isFloat bool
		syn     NumberSyntax
	}{
		{"0", 1, false, NumberOK},
		{"-12,", 3, false, NumberOK},
		{"1.5]", 3, true, NumberOK},
		{"2e10", 4, true, NumberOK},
		{"-0.5E-3 ", 7, true, NumberOK},
		{"1e+2", 4, true, NumberOK},
		{"-", 1, false, NumberNoDigits},
		{"-x", 1, false, NumberNoDigits},
		{"012", 3, false, NumberLeadingZero},
		{"-00", 3, false, NumberLeadingZero},
		{"1.", 2, false, NumberNoFraction},
		{"1.e5", 2, false, NumberNoFraction},
		{"1e", 2, false, NumberNoExponent},
		{"1e+", 3, false, NumberNoExponent},
	} {
		end, isFloat, syn := ScanJSONNumber([]byte("  "+c.in), 2)
		if end-2 != c.end || isFloat != c.isFloat || syn != c.syn {
			t.Errorf("%q: got end %d, float %v, %v; want %d, %v, %v", c.in, end-2, isFloat, syn, c.end, c.isFloat, c.syn)
		}
	}
}

// TestSkipJSONSpace: JSON's four white space bytes are skipped, nothing
// else (not a comment, not a vertical tab).
func TestSkipJSONSpace(t *testing.T) {
	for in, want := range map[string]int{"": 0, "x": 0, " \t\r\nx": 4, "  ": 2, "\v": 0, " /* */": 1} {
		if got := SkipJSONSpace([]byte(in), 0); got != want {
			t.Errorf("%q: %d, want %d", in, got, want)
		}
	}
}
