# Written for this case: Puppet::Resource objects built in module Ruby with a parameters: option
# (as resource-comparing and resource-building helpers do), then read back.
Puppet::Functions.create_function(:'probe::resource_new') do
  dispatch :run do
  end

  def run
    calls = {
      'sym_params_sym_get' => -> { Puppet::Resource.new('file', '/x', parameters: { ensure: 'file' })[:ensure] },
      'sym_params_str_get' => -> { Puppet::Resource.new('file', '/x', parameters: { ensure: 'file' })['ensure'] },
      'str_params_sym_get' => -> { Puppet::Resource.new('file', '/x', parameters: { 'ensure' => 'file' })[:ensure] },
      'str_params_str_get' => -> { Puppet::Resource.new('file', '/x', :parameters => { 'ensure' => 'file' })['ensure'] },
      'to_hash' => -> { Puppet::Resource.new('notify', 'n', parameters: { message: 'm', 'tag' => 't' }).to_hash.inspect },
      'to_s' => -> { Puppet::Resource.new('notify', 'n', parameters: { message: 'm' }).to_s },
    }
    calls.map do |name, fn|
      v = begin
            fn.call
          rescue StandardError => e
            "#{e.class}: #{e.message}"
          end
      [name, v.nil? ? 'nil' : v]
    end.to_h
  end
end
