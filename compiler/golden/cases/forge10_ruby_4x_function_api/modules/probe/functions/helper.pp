function probe::helper(Integer $x) >> Integer { $x * 21 }
