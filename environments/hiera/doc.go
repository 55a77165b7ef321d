// Package hiera is Punch's Hiera 5: the data lookup of Puppet 7, with its
// global, environment and module layers, hiera.yaml versions 5, 4 and 3,
// the yaml_data and json_data backends, interpolation, merge strategies,
// lookup_options, the lookup() function and `puppet lookup --explain`'s
// explanations. Puppet 7.23's behaviour is the reference: testdata/oracle
// holds environments and queries whose answers, warnings and explanations
// were recorded from Puppet (testdata/oracle/record.sh), and the tests
// compare with them.
//
// # Use
//
// One Engine per environment, shared by every compile of it:
//
//	e := hiera.New(hiera.Options{
//		Environment:    "production",
//		EnvironmentDir: "/etc/puppetlabs/code/environments/production",
//		HieraConfig:    "/etc/puppetlabs/puppet/hiera.yaml",
//		ModuleDir:      findModule,
//	})
//
// One Session per compile (Puppet's lookup adapter: the layers resolved
// for the node, each data file read once, lookup_options found once):
//
//	s := e.NewSession(hiera.SessionOptions{Log: warn})
//
// A lookup() call: ParseLookupArgs maps the function's arguments (all five
// of Puppet's signatures) to a Query; the caller adds the scope and the
// lambda, and Session.Lookup answers with Puppet's semantics (names in
// turn, override, default_values_hash, default, type check) and errors:
//
//	q, err := hiera.ParseLookupArgs(args, block)
//	q.Scope, q.DefaultFunc = scope, callBlock
//	v, err := s.Lookup(q)
//
// Automatic class parameter lookup is Session.LookupKey("cls::param", nil,
// classScope, nil): found is false when no data binds the key, true with a
// nil value when the data says undef.
//
// A Scope gives interpolation the variables of the scope the lookup is made
// from; NodeScope is the top scope of a node outside a compile (what
// `puppet lookup` uses). An Explainer collects the explanation of a query.
//
// # Errors
//
// Errors are *Error with Puppet's message. Preformatted reports whether
// Puppet shows the error as it is (a Puppet::DataBinding::LookupError: "Function
// lookup() did not find a value for the name 'x'", "Unable to parse
// (FILE): ...") or as an error of the function call ("Evaluation Error: Error
// while evaluating a Function Call, Found value has wrong type, ...").
// IsNotFound tells the error of a key without value and default.
//
// # Concurrency and caching
//
// An Engine is safe for concurrent use; a Session is used by one compile
// at a time. Parsed hiera.yaml and data files are cached in the engine and
// reused while the file keeps its inode, modification time and size, as
// Puppet's EnvironmentContext does, so a changed data file is seen by the
// next session. Cached values are immutable.
package hiera
