# Written for this case (QA-FORGE-9): a def inside a method body defines an instance method of the enclosing class when the method runs (Ruby), callable right after; with keyword arguments and a **rest.
Puppet::Functions.create_function(:nd_probe) do
  dispatch :probe do
  end

  def probe
    def kw(a, b: 2, **rest) = [a, b, rest]
    def helper(x)
      x * 2
    end
    [kw(1, c: 3), helper(21), respond_to?(:helper)]
  end
end
