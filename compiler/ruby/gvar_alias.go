package ruby

// Aliases of global variables (`alias $new $old`): the new name reads and
// writes the variable the old name stands for when the alias is made, as
// Ruby's rb_alias_variable shares the variable itself (re-aliasing $old
// later leaves $new where it was). The match variables stay frame-local
// through an alias ($MATCH is $& of the frame that reads it). An alias is
// kept in the Interp's globals under gvarAliasKey+name, so it is copied,
// snapshotted and compared with the globals (fork.go, fork_reuse.go).
const gvarAliasKey = "alias "

// englishAliases are Ruby 3.1's English.rb, which Puppet 7.23 has loaded
// (its $LOADED_FEATURES lists English.rb): every compile's Ruby has them,
// with or without require 'English'.
var englishAliases = [][2]string{
	{"$ERROR_INFO", "$!"}, {"$ERROR_POSITION", "$@"}, {"$FS", "$;"}, {"$FIELD_SEPARATOR", "$;"},
	{"$OFS", "$,"}, {"$OUTPUT_FIELD_SEPARATOR", "$,"}, {"$RS", "$/"}, {"$INPUT_RECORD_SEPARATOR", "$/"},
	{"$ORS", "$\\"}, {"$OUTPUT_RECORD_SEPARATOR", "$\\"}, {"$INPUT_LINE_NUMBER", "$."}, {"$NR", "$."},
	{"$LAST_READ_LINE", "$_"}, {"$DEFAULT_OUTPUT", "$>"}, {"$DEFAULT_INPUT", "$<"}, {"$PID", "$$"},
	{"$PROCESS_ID", "$$"}, {"$CHILD_STATUS", "$?"}, {"$LAST_MATCH_INFO", "$~"}, {"$IGNORECASE", "$="},
	{"$ARGV", "$*"}, {"$MATCH", "$&"}, {"$PREMATCH", "$`"}, {"$POSTMATCH", "$'"}, {"$LAST_PAREN_MATCH", "$+"},
}

// gvarName is the variable a global's name stands for: its alias's, else
// its own.
func (in *Interp) gvarName(name string) string {
	if t, ok := in.globals[gvarAliasKey+name].(Symbol); ok {
		return string(t)
	}
	return name
}

// aliasGvar is `alias $new $old`.
func (in *Interp) aliasGvar(newName, oldName string) {
	in.globals[gvarAliasKey+newName] = Symbol(in.gvarName(oldName))
}
