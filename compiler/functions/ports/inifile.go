package ports

import (
	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/stdlib"
	"github.com/punch-dev/punch/compiler/values"
)

// inifile's create_ini_settings: it declares ini_setting resources through
// Puppet's create_resources, as the Ruby original does.

func modulesInifileFunctions(l *functions.Lib) {
	createIni := func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		settings := args[0].(*values.Hash)
		defaults := values.NewHash(0)
		if len(args) > 1 {
			defaults = args[1].(*values.Hash)
		}
		res := values.NewHash(0)
		for i := 0; i < settings.Len(); i++ {
			section, sv := settings.At(i)
			sh, ok := sv.(*values.Hash)
			if !ok {
				return nil, functions.ParseErr("create_ini_settings(): Section %s must contain a Hash", functions.RubyToS(section))
			}
			path, _ := defaults.Merge(settings).GetString("path")
			if !values.Truthy(path) {
				return nil, functions.ParseErr("create_ini_settings(): must pass the path parameter to the Ini_setting resource!")
			}
			for j := 0; j < sh.Len(); j++ {
				setting, value := sh.At(j)
				r := values.HashFrom("ensure", "present", "section", section, "setting", setting)
				if vh, ok := value.(*values.Hash); ok {
					r = r.Merge(vh)
				} else {
					r.Put("value", value)
				}
				res.Put(functions.RubyToS(path)+" ["+functions.RubyToS(section)+"] "+functions.RubyToS(setting), r)
			}
		}
		return c.Call("create_resources", []values.Value{"ini_setting", res, defaults}, nil)
	}
	l.Register("inifile::create_ini_settings", "inifile", functions.Sig(createIni).Req("settings", "Hash").Opt("defaults", "Hash"))
	stdlib.DeprecatedAlias(l, "create_ini_settings", "inifile", "create_ini_settings", "This method is deprecated, please use inifile::create_ini_settings instead.", "inifile::create_ini_settings")
}
