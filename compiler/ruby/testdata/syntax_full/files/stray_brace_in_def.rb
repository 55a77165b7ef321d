class A
  def f
    x = 1 }
    x
  end
  def g
    y = [1, 2
  end
end
