Puppet::Functions.create_function(:'probe::refs4') do
  dispatch :run do
    repeated_param 'Any', :args
  end

  def run(*args)
    args.flatten.map { |r| "#{r.class}|#{r}" }
  end
end
