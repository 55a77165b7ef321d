Puppet::Functions.create_function(:'probe::consts') do
  dispatch :run do
  end

  Thing = Struct.new(:a, :b)
  LIMIT = 3

  def run
    [
      Thing.new(1, 2).inspect,
      Thing.name,
      LIMIT,
      (begin; Thing.new(1, 2).c; rescue NoMethodError => e; e.message; end),
      (begin; NoSuchConst2; rescue NameError => e; e.message; end),
    ]
  end
end
