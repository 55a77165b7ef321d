# The environment's own function (the environment's lib/).
Puppet::Functions.create_function(:'environment::stamp') do
  def stamp(*words)
    words.map(&:to_s).join('+')
  end
end
