package rlib

// TimeParseNoInformation reports whether Ruby's Time.parse(s) raises
// ArgumentError "no time information in ..." for s: Date._parse finds
// none of the fields time.rb's make_time starts from. Puppet calls
// Time.parse on the timestamps of the facts and reports agents send
// (Facts and Report#initialize_from_hash), so Puppet Server refuses a
// body whose timestamp is "bogus"; api/server does the same. (Other
// failures of Time.parse, a month 13, are not looked for here.)
func TimeParseNoInformation(s string) bool {
	if isoDatePrefix(s) {
		// what agents send ("2024-01-02T03:04:05.123+00:00"): _parse_iso
		// reads its year, month and day; asked on every catalog request
		return false
	}
	f := dateParse(s, true)
	for _, k := range []string{"year", "yday", "mon", "mday", "hour", "min", "sec", "sec_fraction"} {
		if f.has(k) {
			return false
		}
	}
	return true
}

// isoDatePrefix reports whether s starts with "YYYY-MM-DD".
func isoDatePrefix(s string) bool {
	if len(s) < 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	for _, i := range []int{0, 1, 2, 3, 5, 6, 8, 9} {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
