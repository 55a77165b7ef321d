# frozen_string_literal: true

Puppet::Functions.create_function(:'probe::cat', Puppet::Functions::InternalFunction) do
  dispatch :run do
    scope_param
  end

  def run(scope)
    cat = scope.catalog
    tests = [
      -> { cat.resource('File', '/etc/a').nil? },
      -> { r = cat.resource('File[/etc/a]'); [r.type, r.title, r[:mode], r['owner'], r.to_s, r.ref] },
      -> { cat.resources.select { |r| r.type == 'File' }.map(&:title).sort },
      -> { cat.resource(:package, 'vim').to_hash.keys.sort.map(&:to_s) },
      -> { cat.classes.include?('probe_cls') },
      -> { scope.findresource('Package[vim]').class.name },
      -> { scope.findresource('Package', 'nope') },
      -> { Puppet::Type.type(:nonesuch_type) },
      -> { Puppet::Parser::Functions.function(:fail) },
      -> { Puppet::Module.find('probe', scope.environment.name.to_s)&.name },
      -> { Puppet::Module.find('nomod', scope.environment.name.to_s) },
      -> { scope.environment.module('probe').path.end_with?('modules/probe') },
      -> { scope.source.name },
      -> { scope.resource.ref },
      -> { cat.resource('Class', 'Probe_cls').ref },
    ]
    tests.each_with_index.map do |t, i|
      begin
        "#{i}: #{t.call.inspect}"
      rescue Exception => e
        "#{i}: #{e.class}: #{e.message}"
      end
    end
  end
end
