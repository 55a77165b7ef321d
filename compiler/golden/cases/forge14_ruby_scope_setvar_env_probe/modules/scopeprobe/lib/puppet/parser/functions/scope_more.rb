# Written for this case: Scope, compiler and environment calls of 3.x module functions not probed before (setting
# and reading variables through the scope, parent/class scopes, type lookups, known resource types, the module's own
# metadata), each result or its exception class and message.
module Puppet::Parser::Functions
  newfunction(:scope_more, :type => :rvalue) do |args|
    attempt = lambda do |label, &blk|
      begin
        "#{label}: #{blk.call.inspect}"
      rescue StandardError => e
        "#{label}: #{e.class}: #{e.message}"
      end
    end
    [
      attempt.call('setvar') { setvar('from_ruby', 'set by function'); lookupvar('from_ruby') },
      attempt.call('[]') { [self['from_ruby'], self['::osfamily'], self['scopeprobe::level'], self['nope']] },
      attempt.call('bound include') { [bound?('from_ruby'), include?('from_ruby'), include?('nope')] },
      attempt.call('parent') { [parent.class.to_s, parent.equal?(compiler.topscope)] },
      attempt.call('class_scope') { s = class_scope('scopeprobe'); [s.nil?, s && s['level']] },
      attempt.call('find_global_scope') { find_global_scope.equal?(compiler.topscope) },
      attempt.call('lookup_qualified') { lookupvar('scopeprobe::level') },
      attempt.call('source') { [source.name, source.type, source.module_name] },
      attempt.call('resource') { [resource.type, resource.title, resource.tags.to_a.sort] },
      attempt.call('known types') { kt = environment.known_resource_types; [kt.hostclass('scopeprobe').name, kt.hostclass('nope').nil?, kt.find_hostclass('scopeprobe::inner').nil?] },
      attempt.call('find_builtin') { [find_builtin_resource_type('file').name, find_builtin_resource_type('nope')] },
      attempt.call('module meta') { m = environment.module('scopeprobe'); [m.name, m.version, m.forge_name, m.author, m.license, m.dependencies] },
      attempt.call('module_by_forge_name') { environment.module_by_forge_name('acme/scopeprobe').name },
      attempt.call('environment') { [environment.name, environment.name.class.to_s, environment.to_s] },
      attempt.call('catalog tags') { [catalog.tags.include?('scopeprobe'), catalog.classes.include?('scopeprobe')] },
      attempt.call('compiler.node') { [compiler.node.name, compiler.node.facts.values['osfamily']] },
    ]
  end
end
