# Written for this case in the shape of SIMP's puppetx/simp/compliance_mapper.rb (not copied): the methods
# the function's initialize adds with instance_eval, using the helpers the function defines.
def enforcement(key, &block)
  # the backend's own settings are looked up through Hiera too: never answer them here
  raise ArgumentError, "#{key} is a setting of the backend" if key.start_with?('compliance_markup::')
  profiles = block.call('compliance_markup::enforcement', [])
  raise ArgumentError, 'no compliance profile enforced' if profiles.empty?
  if cache_has_key('profile_data')
    data = cached_value('profile_data')
  else
    path = File.expand_path('../../../../data/profiles.yaml', __FILE__)
    data = YAML.safe_load(cached_file_data(path))
    cache('profile_data', data)
  end
  value = nil
  found = false
  profiles.each do |profile|
    settings = data.fetch(profile, {})
    os_ok = Array(settings['os_families']).empty? || Array(settings['os_families']).include?(lookup_fact('os')['family'])
    next unless os_ok && settings.fetch('settings', {}).key?(key)
    value = settings['settings'][key]
    found = true
    debug("#{codebase}: #{key} from profile #{profile} in environment #{environment}")
    break
  end
  raise ArgumentError, "#{key} is in no enforced profile" unless found
  value
end
