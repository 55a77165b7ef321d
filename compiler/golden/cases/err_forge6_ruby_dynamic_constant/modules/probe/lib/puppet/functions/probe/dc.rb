Puppet::Functions.create_function(:'probe::dc') do
  dispatch :run do
  end

  def run
    S = Struct.new(:a)
    S.new(1).a
  end
end
