package ruby

import "github.com/punch-dev/punch/compiler/util/rubyglob"

// File's constants Ruby 3.1 has and Punch lacked (QA-FORGE-16 I1, I3):
// File::NULL (Logger.new(File::NULL) logs nowhere), the open flags Linux
// defines, and File::Constants, the module that holds them all in Ruby
// (File::Constants::RDONLY). The values are Ruby 3.1's on Linux x86-64.

var bFileConstants = defBuiltin("File::Constants", "", true)

func init() {
	consts := map[string]Value{"NULL": &String{s: "/dev/null", frozen: true},
		"RDONLY": int64(0), "WRONLY": int64(oWronly), "RDWR": int64(oRdwr), "CREAT": int64(oCreat), "EXCL": int64(oExcl),
		"TRUNC": int64(oTrunc), "APPEND": int64(oAppend), "NONBLOCK": int64(2048), "BINARY": int64(0),
		"LOCK_SH": int64(1), "LOCK_EX": int64(2), "LOCK_NB": int64(4), "LOCK_UN": int64(8),
		"DIRECT": int64(16384), "DSYNC": int64(4096), "NOATIME": int64(262144), "NOCTTY": int64(256),
		"NOFOLLOW": int64(131072), "RSYNC": int64(1052672), "SYNC": int64(1052672), "TMPFILE": int64(4259840),
		"SHARE_DELETE": int64(0),
		"FNM_NOESCAPE": int64(rubyglob.FNMNoEscape), "FNM_PATHNAME": int64(rubyglob.FNMPathname),
		"FNM_DOTMATCH": int64(rubyglob.FNMDotMatch), "FNM_CASEFOLD": int64(rubyglob.FNMCaseFold),
		"FNM_EXTGLOB": int64(rubyglob.FNMExtGlob), "FNM_SYSCASE": int64(0), "FNM_SHORTNAME": int64(0)}
	for n, v := range consts {
		bFileConstants.constant(n, v)
		if _, ok := bFile.consts[n]; !ok && n != "NULL" {
			bFile.constant(n, v)
		}
	}
	bFile.constant("NULL", consts["NULL"])
}
