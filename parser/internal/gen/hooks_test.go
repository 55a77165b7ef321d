package gen

import "testing"

// TestGreedyTypeAliasValue: the optional access or hash after the type of
// a type alias is entered on its first token ('[' or '{'), as Puppet's
// LALR parser shifts it, without an adaptive prediction (ANTLR made a
// full-context prediction there, about a millisecond for every type alias
// of a file with a syntax error: the stall of FuzzParse on inputs made
// from testdata/golden/function_alias.golden).
func TestGreedyTypeAliasValue(t *testing.T) {
	NewPuppetParser(nil) // initializes the static data
	greedy.once.Do(initGreedy)
	found := false
	for d, ds := range PuppetParserParserStaticData.atn.DecisionToState {
		if ds.GetRuleIndex() != PuppetParserRULE_typeAliasValue || greedy.alts[d] == nil {
			continue
		}
		// the block (hash | '[' accessArgs ']')?
		set := greedy.alts[d]
		if set[PuppetParserLBRACE] == 1 && set[PuppetParserLBRACK] == 2 {
			found = true
		}
	}
	if !found {
		t.Fatal("no greedy decision for the optional access or hash of typeAliasValue")
	}
}
