# The Scope/compiler/catalog API 3.x module functions call (puppet-system, stdlib's old ensure_resource-era
# helpers, tp, wreckit, getparam-style functions), each rescued so a missing one shows as its error class.
# Written for this case.
module Puppet::Parser::Functions
  newfunction(:scope_api, :type => :rvalue) do |args|
    checks = {
      'catalog.resource'      => -> { r = compiler.catalog.resource('File', '/etc/probe'); [r.class.name, r.ref, r[:mode]] },
      'catalog.resource_ref'  => -> { compiler.catalog.resource('File[/etc/probe]').title },
      'catalog.resources'     => -> { compiler.catalog.resources.map(&:ref).select { |x| x.start_with?('File') }.sort },
      'catalog.classes'       => -> { compiler.catalog.classes.sort },
      'catalog.resource_keys' => -> { compiler.catalog.resource_keys.select { |t, _| t == 'File' }.sort },
      'findresource'          => -> { findresource('File[/etc/probe]').ref },
      'findresource_missing'  => -> { findresource('File[/nope]').inspect },
      'find_resource_type'    => -> { find_resource_type('probe::thing').name },
      'find_hostclass'        => -> { find_hostclass('probe').name },
      'find_definition'       => -> { find_definition('probe::thing').type },
      'resource'              => -> { resource.ref },
      'source'                => -> { source.name },
      'source.module_name'    => -> { source.module_name },
      'node.name'             => -> { compiler.node.name },
      'node.facts'            => -> { compiler.node.facts.values['os']['family'] },
      'topscope'              => -> { compiler.topscope['osfamily'] },
      'environment'           => -> { environment.name.to_s },
      'env.module_names'      => -> { environment.modules.map(&:name).sort },
      'env.module'            => -> { environment.module('probe').name },
      'catalog.tags'          => -> { compiler.catalog.resource('File', '/etc/probe').tags.to_a.sort },
      'resource.to_hash'      => -> { compiler.catalog.resource('File', '/etc/probe').to_hash.keys.sort },
      'resource.params'       => -> { compiler.catalog.resource('File', '/etc/probe').parameters.keys.sort },
      'resource.file_line'    => -> { r = compiler.catalog.resource('File', '/etc/probe'); [File.basename(r.file.to_s), r.line] },
      'resource.exported'     => -> { compiler.catalog.resource('File', '/etc/probe').exported? },
      'resource.virtual'      => -> { compiler.catalog.resource('File', '/etc/probe').virtual? },
      'resource.type'         => -> { compiler.catalog.resource('File', '/etc/probe').type },
      'resource.title'        => -> { compiler.catalog.resource('Probe::Thing', 'a').title },
      'define.param'          => -> { compiler.catalog.resource('Probe::Thing', 'a')[:value] },
      'class_scope'           => -> { class_scope(find_hostclass('probe')).lookupvar('v') },
      'lookupvar_qualified'   => -> { lookupvar('probe::v') },
      'tags'                  => -> { tags.sort rescue self.resource.tags.to_a.sort },
      'include?'              => -> { include?('v') },
      'exist?'                => -> { exist?('v') },
      'to_hash.keys'          => -> { to_hash.keys.select { |k| k == 'v' } },
      'function_defined'      => -> { function_defined(['File[/etc/probe]']) },
    }
    checks.map do |k, f|
      v = begin
            f.call.inspect
          rescue StandardError => e
            e.class.name
          end
      "#{k}=#{v}"
    end
  end
end
