package core

import (
	"fmt"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/hiera"
)

// yaml_data, json_data, hocon_data and eyaml_lookup_key are the Hiera
// backend functions Puppet 7 ships (lib/puppet/functions). Hiera runs its
// levels that name them itself (environments/hiera). Puppet code and Ruby
// may call them too: a data provider function of a module, given a
// Puppet::LookupContext by Hiera (hiera.Context), may hand it on
// (yaml_data($options, $context)); any other value fails Puppet's dispatch
// with its argument mismatch message ("'json_data' parameter 'context'
// expects a Puppet::LookupContext value, got Integer").

func coreHieraDataFunctions(l *functions.Lib) {
	opts := []functions.Param{{Name: "options", Type: functions.MustType("Struct[{path=>String[1]}]")}}
	eyaml := []functions.Param{{Name: "key", Type: functions.MustType("String[1]")}, {Name: "options", Type: functions.MustType("Hash[String[1],Any]")}}
	ctxParam := functions.Param{Name: "context", Type: hiera.ContextType}
	for name, params := range map[string][]functions.Param{"yaml_data": opts, "json_data": opts, "hocon_data": opts, "eyaml_lookup_key": eyaml} {
		name := name
		var missingPath []*functions.Signature
		if name != "eyaml_lookup_key" {
			// Puppet's argument_mismatch :missing_path: options without a
			// path (a data_hash function handing Hiera's options on, with
			// its own keys) fail with this text, not the Struct's mismatch
			// (golden err_forge9_simplib_filtered_yaml_data)
			missingPath = []*functions.Signature{{
				Required:         []functions.Param{{Name: "options", Type: functions.MustType("Hash")}, ctxParam},
				ArgumentMismatch: true,
				Call: func(functions.Context, []values.Value, functions.Block) (values.Value, error) {
					return nil, &functions.DispatchError{Function: name, Msg: "'" + name + "' one of 'path', 'paths' 'glob', 'globs' or 'mapped_paths' must be declared in hiera.yaml when using this data_hash function"}
				},
			}}
		}
		l.Add(&functions.Function{Name: name, Signatures: append([]*functions.Signature{{
			Required: append(params[:len(params):len(params)], ctxParam),
			Call: func(_ functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
				ctx := args[len(args)-1].(*hiera.Context)
				if name == "eyaml_lookup_key" {
					return nil, fmt.Errorf("Punch runs eyaml_lookup_key only as a hiera.yaml level's lookup_key, not called from a function")
				}
				path, _ := args[0].(*values.Hash).GetString("path")
				p, _ := path.(string)
				return ctx.DataHash(name, p)
			},
		}}, missingPath...)})
	}
}
