package data

// RubyJSONError returns the message of the JSON::ParserError that Ruby's
// json gem raises for src (JSON.parse without options), and false when the
// gem accepts src. Puppet shows these messages as they are: "NAME has an
// invalid and unparsable metadata.json file. The parse error: unexpected
// token at '{"name": '".
//
// The gem is Debian 12's ruby-json 2.6.3, which Puppet 7.23 loads (puppet
// depends on hiera, which depends on ruby-json; RubyGems takes it over
// Ruby 3.1's default json 2.6.1, whose messages began with the line of its
// parser.c that raised: "859: unexpected token ..."). Its Ragel parser
// reports "unexpected token at 'REST'", REST being the input from where it
// stopped. An array raises as soon as an element or a separator is wrong
// (at that element or separator); an object never raises itself: its
// failure becomes its container's (the array's, at the object, or, at the
// top, at the start of the document's value). NaN, Infinity and -Infinity
// raise at once (Infinity one byte before the word). Input left after the
// value raises at what is left. Comments (/* */ and // to the end of a
// line) are white space. Nesting deeper than 100 raises JSON::NestingError
// (a ParserError). The grammar is ParseGemJSON's, which Punch's Ruby
// runtime's JSON.parse shares.
//
// Checked against the gem for the cases in rubyjson_test.go.
func RubyJSONError(src []byte) (string, bool) {
	_, err := ParseGemJSON[struct{}](string(src), GemJSONOptions{MaxNesting: 100}, checkOnly{})
	if err != nil {
		return err.Error(), true
	}
	return "", false
}

// PuppetServerJSONError is RubyJSONError for Puppet Server 7: the message
// of the JSON::ParserError (or NestingError) that JSON.parse raises for
// src in JRuby 9.3, whose json is the gem's Java extension 2.5.1
// (GemJSONOptions.JRuby). Puppet's indirector parses request bodies so
// (Puppet::Util::Json.load, default max_nesting 100): Puppet Server
// answers a facts upload it raises on with 400 "The request body is
// invalid: Could not intern from json: MESSAGE". Checked against JRuby's
// json for the cases in rubyjson_test.go.
func PuppetServerJSONError(src []byte) (string, bool) {
	_, err := ParseGemJSON[struct{}](string(src), GemJSONOptions{MaxNesting: 100, JRuby: true}, checkOnly{})
	if err != nil {
		return err.Error(), true
	}
	return "", false
}

// checkOnly builds nothing: RubyJSONError wants only the gem's verdict.
type checkOnly struct{}

func (checkOnly) Str(string) struct{}               { return struct{}{} }
func (checkOnly) Int(string) struct{}               { return struct{}{} }
func (checkOnly) Float(float64) struct{}            { return struct{}{} }
func (checkOnly) Bool(bool) struct{}                { return struct{}{} }
func (checkOnly) Null() struct{}                    { return struct{}{} }
func (checkOnly) Array([]struct{}) struct{}         { return struct{}{} }
func (checkOnly) NewObject() struct{}               { return struct{}{} }
func (checkOnly) Set(struct{}, string, struct{})    {}
func (checkOnly) Object(struct{}) (struct{}, error) { return struct{}{}, nil }
