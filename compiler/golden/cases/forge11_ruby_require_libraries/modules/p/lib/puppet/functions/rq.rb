Puppet::Functions.create_function(:rq) do
  def rq(names)
    names.map do |n|
      begin
        require(n); "#{n}=ok"
      rescue LoadError => e
        "#{n}=LoadError"
      end
    end.join(' ')
  end
end
