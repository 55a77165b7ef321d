$a = case 1 { default: {} }
