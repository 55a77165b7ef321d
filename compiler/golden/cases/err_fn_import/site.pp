import('nodes/*.pp')
