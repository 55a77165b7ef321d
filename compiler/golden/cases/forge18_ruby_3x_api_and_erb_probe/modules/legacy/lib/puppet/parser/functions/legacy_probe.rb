# A 3.x function as older Forge modules still ship them, probing the 3.x API: function_* calls
# (undef and :undef conventions), lookupvar forms, Puppet::Parser::Functions introspection, and
# errors raised the 3.x way. Each call's result or its error.
module Puppet::Parser::Functions
  newfunction(:legacy_probe, type: :rvalue, arity: -1, doc: 'probe the 3.x API') do |args|
    probes = {
      'args' => -> { args.map { |a| a.nil? ? 'nil' : a == :undef ? ':undef' : a } },
      'fn_sprintf' => -> { function_sprintf(['%05.1f|%s', 3.14159, :undef]) },
      'fn_versioncmp' => -> { function_versioncmp(['1.10', '1.9']) },
      'fn_template' => -> { function_template(['legacy/inner.erb']) },
      'fn_inline_template' => -> { function_inline_template(['<%= @site_var.upcase %>|<%= scope["::site_var"] %>']) },
      'fn_defined' => -> { [function_defined(['legacy']), function_defined(['Class[legacy]']), function_defined(['nope_class'])] },
      'fn_fail' => -> { function_fail(['stop here']) },
      'lookupvar' => -> { [lookupvar('site_var'), lookupvar('::site_var'), lookupvar('legacy::local'), lookupvar('nosuch').inspect] },
      'scope_brackets' => -> { [self['site_var'], self['facts']['os']['family']] },
      'functions_api' => -> { [Puppet::Parser::Functions.function(:upcase).to_s, Puppet::Parser::Functions.function(:no_such_forge18).inspect] },
      'rvalue' => -> { Puppet::Parser::Functions.rvalue?(:legacy_probe) },
      'parse_error' => -> { raise Puppet::ParseError, 'a 3.x parse error' },
      'scope_class' => -> { self.class.name },
      'source' => -> { source.name.inspect },
    }
    probes.each_with_object({}) do |(name, l), out|
      out[name] = begin
                    v = l.call
                    [String, Integer, Float, TrueClass, FalseClass, NilClass, Array, Hash].any? { |k| v.is_a?(k) } ? v : v.inspect
                  rescue StandardError => e
                    "#{e.class}: #{e.message.sub(/ \(file:.*\z/m, '')}"
                  end
    end
  end
end
