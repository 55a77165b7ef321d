Puppet::Functions.create_function(:'mu::facts_touch') do
  dispatch :facts_touch do
  end

  def facts_touch
    f = closure_scope['facts']
    r = [f.frozen?, f['os'].frozen?]
    begin
      f['os']['family'] = 'Changed'
      r << 'mutated'
    rescue StandardError => e
      r << e.class.name
    end
    r.inspect
  end
end
