package core

import (
	"fmt"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// yaml_data, json_data, hocon_data and eyaml_lookup_key are the Hiera
// backend functions Puppet 7 ships (lib/puppet/functions). Hiera calls
// them with a Puppet::LookupContext; Punch's Hiera (environments/hiera)
// has its backends built in and does not call these. Puppet code can name
// them too, but it has no way to make a lookup context, so every such call
// fails Puppet's dispatch with its argument mismatch message
// ("'json_data' parameter 'context' expects a Puppet::LookupContext value,
// got Integer"). They are registered so that those calls fail as Puppet's
// do rather than as unknown functions.

func coreHieraDataFunctions(l *functions.Lib) {
	opts := []functions.Param{{Name: "options", Type: functions.MustType("Struct[{path=>String[1]}]")}}
	eyaml := []functions.Param{{Name: "key", Type: functions.MustType("String[1]")}, {Name: "options", Type: functions.MustType("Hash[String[1],Any]")}}
	for name, params := range map[string][]functions.Param{"yaml_data": opts, "json_data": opts, "hocon_data": opts, "eyaml_lookup_key": eyaml} {
		name := name
		l.Add(&functions.Function{Name: name, Signatures: []*functions.Signature{{
			Required: append(params[:len(params):len(params)], functions.Param{Name: "context", Type: lookupContextType{}}),
			Call: func(functions.Context, []values.Value, functions.Block) (values.Value, error) {
				// No value is a Puppet::LookupContext: dispatch never
				// gets here.
				return nil, fmt.Errorf("%s: no lookup context can be given from Puppet code", name)
			},
		}}})
	}
}

// lookupContextType is Puppet's Puppet::LookupContext object type as seen
// from Puppet code: a type no value of the language is an instance of.
type lookupContextType struct{}

func (lookupContextType) Name() string                 { return "Puppet::LookupContext" }
func (lookupContextType) String() string               { return "Puppet::LookupContext" }
func (lookupContextType) IsInstance(values.Value) bool { return false }
func (lookupContextType) IsAssignable(o values.Type) bool {
	_, ok := o.(lookupContextType)
	return ok
}
