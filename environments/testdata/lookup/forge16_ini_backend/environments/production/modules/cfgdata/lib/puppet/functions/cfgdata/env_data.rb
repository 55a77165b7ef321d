Puppet::Functions.create_function(:'cfgdata::env_data') do
  dispatch :env_data do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def env_data(options, context)
    path = options['path']
    return context.not_found unless File.exist?(path)
    pairs = File.readlines(path, chomp: true).reject { |l| l.start_with?('#') || l.strip.empty? }
    h = pairs.to_h { |l| k, v = l.split('=', 2).map(&:strip); [k.downcase.tr('_', ':').then { |x| x.include?('::') ? x : "app::#{x}" }, v.include?(',') ? v.split(',').map(&:strip) : v] }
    h.merge('cfgdata::meta' => { 'env' => context.environment_name.inspect, 'module' => context.module_name.inspect, 'cached' => context.cache_has_key('x') })
  end
end
