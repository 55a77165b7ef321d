Puppet::Functions.create_function(:'refs::kinds') do
  def kinds(*args)
    args.map do |a|
      if a.is_a?(Hash)
        a.map { |k, v| "#{k}=#{v.class}" }.join(',')
      else
        "#{a.class}:#{a}"
      end
    end.join(' ')
  end
end
