class a { $b = } 
