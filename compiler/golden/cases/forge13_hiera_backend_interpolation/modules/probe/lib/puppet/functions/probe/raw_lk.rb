Puppet::Functions.create_function(:'probe::raw_lk') do
  dispatch :lk do
    param 'String', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def lk(key, options, context)
    case key
    when 'lk::interp' then 'os %{facts.os.family}'
    when 'lk::plain' then 'plain'
    when 'lk::nested' then { 'k' => ['%{::environment}'] }
    when 'dh::merged' then { 'a' => { 'y' => 2 }, 'b' => 3 }
    else context.not_found
    end
  end
end
